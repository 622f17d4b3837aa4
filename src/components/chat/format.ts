/** Kept for the chat's imports: the formatting lives in src/lib/format (decision 136). */
export { formatRub, formatSize } from '../../lib/format';
