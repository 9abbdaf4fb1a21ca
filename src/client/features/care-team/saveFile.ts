/**
 * Hands a file to the browser as a download, through an object URL: the file name is ours,
 * and nothing is sent anywhere.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click's task: let it go one task later.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
