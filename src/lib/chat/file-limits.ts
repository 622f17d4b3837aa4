/** Largest attachment accepted before upload: 10 MB. */
export const maxFileBytes = 10 * 1024 * 1024;
/** Files one message may carry (the api's MAX_FILES, docs/decisions/134-…). */
export const maxFiles = 10;

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const textExtensions =
  /\.(txt|md|markdown|csv|tsv|json|xml|ya?ml|toml|ini|log|html?|css|s[ac]ss|[cm]?[jt]sx?|py|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|sql|pdf|xlsx)$/i;

/** Files the api reads: images for vision models, text-like files, PDF text, XLSX for Python. */
export function fileProblem(file: {
  name: string;
  size: number;
  type: string;
}): 'empty' | 'size' | 'type' | undefined {
  if (file.size === 0) return 'empty';
  if (file.size > maxFileBytes) return 'size';
  if (
    imageTypes.has(file.type) ||
    file.type.startsWith('text/') ||
    textExtensions.test(file.name)
  ) {
    return undefined;
  }
  return 'type';
}

/** What the person is told is accepted when a file is refused for its type. */
export const acceptedTypesText = 'PNG, JPEG, GIF, WebP, PDF, XLSX, TXT, MD, CSV, JSON, HTML, code';

/** Whether a file is shown as a picture (a thumbnail) rather than a document chip. */
export const isImageFile = (file: { type?: string }) => imageTypes.has(file.type ?? '');

/** The `accept` attribute matching `fileProblem`. */
export const acceptedFiles =
  'image/png,image/jpeg,image/gif,image/webp,text/*,.md,.csv,.json,.pdf,.xlsx,.ts,.tsx,.js,.py,.go,.rs,.java,.c,.cpp,.sql,.yaml,.yml';
