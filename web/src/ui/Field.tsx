import {
  useId,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

type FieldProps = HTMLAttributes<HTMLElement> & {
  /** A label wrapping its control, or a div holding a label and its control. */
  as?: 'div' | 'label';
};

/** One form control with its label above it. */
export function Field({ as: Element = 'div', className, ...rest }: FieldProps) {
  return <Element {...rest} className={[styles.field, className].filter(Boolean).join(' ')} />;
}

/** What a text control takes besides its element's own attributes: the label above it, and its
 *  text as a value and a setter (the change event is not the caller's business). */
interface TextProps {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
}

function Labelled({ label, control }: { label: ReactNode; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {control(id)}
    </Field>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
type AreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
>;

/** A one-line text input with its label. */
export const TextField = ({ label, onValue, ...input }: TextProps & InputAttributes) => (
  <Labelled
    label={label}
    control={(id) => <input {...input} id={id} onChange={(e) => onValue(e.target.value)} />}
  />
);

/** A text area with its label. */
export const TextAreaField = ({ label, onValue, ...area }: TextProps & AreaAttributes) => (
  <Labelled
    label={label}
    control={(id) => <textarea {...area} id={id} onChange={(e) => onValue(e.target.value)} />}
  />
);
