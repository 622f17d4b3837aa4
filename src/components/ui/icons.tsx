import type { SVGProps } from 'react';
import { iconSpriteUrl } from './icon-sprite.gen';

/**
 * The product's icons: lucide's drawings (the `lucide-react` package), kept once in a sprite,
 * public/assets/icons-<hash>.svg, that every page shares and the browser caches for good; each
 * icon on a page is an `<svg>` with one `<use>` of its symbol instead of its own copy of the
 * paths (decision 182). Same names and props as lucide-react's components. Stroke, caps and
 * joins come from `.icon` (src/styles/global.css) and reach the symbol by inheritance. `npm run
 * icons` rewrites the sprite after an icon is added here; a unit test fails while it is out of
 * date.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Width and height in CSS pixels (24 by default, as lucide). */
  size?: number | string;
  strokeWidth?: number | string;
};

/** Labelled icons speak; the rest are hidden from assistive technology, as lucide does. */
const labelled = (props: IconProps) =>
  Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);

function icon(id: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon, when this module loads
  const Drawing = ({ size = 24, strokeWidth, className, style, ...rest }: IconProps) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller labels it (aria-label)
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={labelled(rest) ? undefined : true}
      {...rest}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
    >
      <use href={`${iconSpriteUrl}#${id}`} />
    </svg>
  );
  return Drawing;
}

export const ArrowLeft = icon('arrow-left');
export const ArrowUp = icon('arrow-up');
export const AudioLines = icon('audio-lines');
export const Ban = icon('ban');
export const BookText = icon('book-text');
export const Brain = icon('brain');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-exclamation-point');
export const CodeXml = icon('code-xml');
export const Columns2 = icon('columns-2');
export const Copy = icon('copy');
export const Download = icon('download');
export const Eye = icon('eye');
export const FileText = icon('file-text');
export const Folder = icon('folder');
export const FolderInput = icon('folder-input');
export const FolderMinus = icon('folder-minus');
export const FolderPlus = icon('folder-plus');
export const Globe = icon('globe');
export const Image = icon('image');
export const ImageIcon = icon('image');
export const Inbox = icon('inbox');
export const LayoutGrid = icon('layout-grid');
export const Library = icon('library');
export const LifeBuoy = icon('life-buoy');
export const LoaderCircle = icon('loader-circle');
export const LogOut = icon('log-out');
export const Menu = icon('menu');
export const MessageCircleDashed = icon('message-circle-dashed');
export const MessageSquare = icon('message-square');
export const MessageSquareHeart = icon('message-square-heart');
export const MessageSquarePlus = icon('message-square-plus');
export const MessagesSquare = icon('messages-square');
export const Mic = icon('mic');
export const MoreHorizontal = icon('ellipsis');
export const PanelLeftClose = icon('panel-left-close');
export const PanelLeftOpen = icon('panel-left-open');
export const Paperclip = icon('paperclip');
export const Pause = icon('pause');
export const Pencil = icon('pencil');
export const Pin = icon('pin');
export const PinOff = icon('pin-off');
export const Plus = icon('plus');
export const Receipt = icon('receipt');
export const RotateCcw = icon('rotate-ccw');
export const RotateCw = icon('rotate-cw');
export const Scale = icon('scale');
export const ScrollText = icon('scroll-text');
export const Search = icon('search');
export const Send = icon('send');
export const Settings = icon('settings');
export const Share2 = icon('share-2');
export const Shield = icon('shield');
export const Sparkles = icon('sparkles');
export const Square = icon('square');
export const Star = icon('star');
export const ThumbsDown = icon('thumbs-down');
export const ThumbsUp = icon('thumbs-up');
export const Trash2 = icon('trash');
export const Upload = icon('upload');
export const UserMinus = icon('user-minus');
export const UserRound = icon('user-round');
export const Volume2 = icon('volume-2');
export const Wallet = icon('wallet');
export const Wrench = icon('wrench');
export const X = icon('x');
