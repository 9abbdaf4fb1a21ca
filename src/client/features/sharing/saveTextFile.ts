/**
 * Hands a text to the browser as a download, through a Blob and an object URL: nothing is
 * sent anywhere, and the file name is ours.
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
