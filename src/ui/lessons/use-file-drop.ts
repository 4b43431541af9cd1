// Drag and drop anywhere on the page: while files are dragged over it, `dragging` is true (the page shows a
// drop hint); dropped files go to `onFiles`, unless `claim` took the drop (a folder or a .zip to import).
// Only drags that carry files are taken over.
import { useEffect, useState } from 'react';

export function useFileDrop(
  onFiles: (files: readonly File[]) => void,
  claim: (event: DragEvent) => boolean = () => false,
): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      if (!claim(event)) onFiles([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onFiles, claim]);
  return dragging;
}
