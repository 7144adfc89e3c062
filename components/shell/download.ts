/** Downloads text as a file the player keeps (an exported layout, their progress, a copy set aside). */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: the download starts from the click asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a layout's name: letters, digits, spaces, dashes and dots only. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.normalize('NFKC').replace(/[^\p{L}\p{N} ._-]+/gu, '').replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 60);
  return `${base || 'layout'}.${extension}`;
}
