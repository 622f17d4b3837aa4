/**
 * Starts a download of a same-origin URL whose answer is an attachment (the api names the file
 * with Content-Disposition); the page stays where it is.
 */
export function downloadFrom(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
