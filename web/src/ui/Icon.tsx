import type { LucideIcon } from 'lucide-react';

interface IconProps {
  icon: LucideIcon;
  size?: number;
  className?: string;
}

/**
 * A drawn icon from lucide in place of a glyph character: the same size and stroke on every
 * system font. Decorative: whatever holds it carries the accessible name.
 */
export function Icon({ icon: Drawn, size = 18, className }: IconProps) {
  return (
    <Drawn size={size} strokeWidth={2} aria-hidden="true" focusable="false" className={className} />
  );
}
