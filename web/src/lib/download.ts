/** The browser saves a file from a URL under the given name, as a link the user clicked would. */
export function downloadUrl(url: string, fileName: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The browser saves bytes made in the page (a table's workbook) as a file. */
export function downloadBytes(bytes: Uint8Array<ArrayBuffer>, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  downloadUrl(url, fileName);
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
