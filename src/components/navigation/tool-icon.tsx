import {
  AudioLines,
  FileText,
  LayoutGrid,
  MessageSquareHeart,
  Receipt,
  Scale,
  Shield,
  UserRound,
} from '../ui/icons';

const icons = {
  text: FileText,
  transcription: AudioLines,
  avatar: UserRound,
  service: LayoutGrid,
  gen: Receipt,
  feedback: MessageSquareHeart,
  support: MessageSquareHeart,
  terms: Scale,
  policy: Shield,
} as const;

/** The icon of a Tools entry (src/lib/navigation/destinations.ts); none for other pages. */
export function ToolIcon({ id }: { id: string }) {
  const Icon = icons[id as keyof typeof icons];
  return Icon ? <Icon size={15} aria-hidden /> : null;
}
