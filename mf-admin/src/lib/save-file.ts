/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(text: string, fileName: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
