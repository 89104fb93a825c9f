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

type CheckAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'>;

/** A checkbox with its words after it; a change gives the new state, not the event. */
export const CheckField = ({
  label,
  checked,
  onChecked,
  className,
  ...input
}: CheckAttributes & {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) => (
  <label className={className}>
    <input
      {...input}
      type="checkbox"
      checked={checked}
      onChange={(e) => onChecked(e.target.checked)}
    />{' '}
    {label}
  </label>
);

/** A select's options from `[value, words]` pairs, in their order. */
export const Options = ({
  of,
}: {
  of: readonly (readonly [value: string | number, label: string])[];
}) =>
  of.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
