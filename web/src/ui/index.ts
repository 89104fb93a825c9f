// The web UI kit: pages compose these and spell no button or card classes of their own.
export { Badge } from './Badge';
export { Button, ButtonLink, ButtonRow, FileButton, IconButton, buttonClass } from './Button';
export type { ButtonSize, ButtonVariant } from './Button';
export { Card, CardHeader, CardLink, CardTitle } from './Card';
export { Faq } from './Faq';
export type { Question } from './Faq';
export { ErrorText } from './ErrorText';
export { CheckField, Field, Options, TextAreaField, TextField } from './Field';
export { Icon } from './Icon';
export { Notice } from './Notice';
export { Section } from './Section';
export { LoadingScreen, Spinner } from './Spinner';
export { StatCard, StatGrid } from './StatCard';
