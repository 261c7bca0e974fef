/**
 * Hands a fetched file to the browser as a download under `fileName`: a temporary object URL and an
 * `<a download>` click (the file was fetched with the bearer header: never a token in a URL).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
