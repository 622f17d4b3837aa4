/**
 * The largest centred square of an image file, scaled to `size` px, as a PNG blob: the avatar is
 * cropped in the browser, and the api still sniffs what arrives.
 */
export async function cropSquare(file: File, size = 256): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const x = (bitmap.width - side) / 2;
  const y = (bitmap.height - side) / 2;
  context.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'),
  );
}
