/** Files dragged onto the page: the browser's own handling (opening the file) is stopped and `take` gets them. */
export function onFileDrop(target: Window, take: (files: File[]) => void): void {
  const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
  target.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer!.dropEffect = 'copy';
  });
  target.addEventListener('drop', (event) => {
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  });
}
