import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name, also shown as the tooltip on hover and keyboard focus. */
  label: string;
  /** An icon from ui/icons (decorative: the label names the button). */
  icon: ReactNode;
  /** Visible text beside the icon, when the action needs words too. */
  text?: ReactNode;
  tooltipSide?: 'top' | 'bottom';
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button shown as an icon, named by `label` for assistive technology and in a small tooltip
 * for everyone else (docs/decisions/081-icons.md).
 *
 * @example <IconButton label={m.chat_copy()} icon={<Copy size={16} aria-hidden />} onClick={copy} />
 */
export function IconButton({
  label,
  icon,
  text,
  tooltipSide = 'top',
  className = 'icon-button',
  type = 'button',
  ...rest
}: Props) {
  return (
    <button
      type={type}
      className={className}
      aria-label={text ? undefined : label}
      data-tooltip={text ? undefined : label}
      data-tooltip-side={tooltipSide === 'bottom' ? 'bottom' : undefined}
      {...rest}
    >
      {icon}
      {text}
    </button>
  );
}
