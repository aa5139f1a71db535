/** Starts the browser's download of a blob under the given file name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a minute is ample on a slow phone.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
