// A button that opens the native file picker, and the hidden input behind it: the one way the page asks for
// files from disk (a trace, a session file, a folder, a zip). The input is emptied after every pick, so
// picking the same file again is a new pick, and tests hand files to it by its test id (`setInputFiles`).
import { useRef, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** The input's `accept`; none for a folder. */
  readonly accept?: string;
  /** Pick a folder (the whole tree under it) rather than files. */
  readonly folder?: boolean;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  readonly testId: string;
  /**
   * Replaces the input's picker on a click (a folder through `showDirectoryPicker()`); the input stays, for
   * the browsers without it and for tests that hand files to it.
   */
  readonly onPress?: () => void;
  /** Called with what was picked; never with nothing (a cancelled picker calls nothing). */
  readonly onFiles: (files: File[]) => void;
}

export function FilePickerButton(props: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={props.disabled}
        data-testid={`${props.testId}-button`}
        onClick={() => (props.onPress ? props.onPress() : input.current?.click())}
      >
        {props.children}
      </button>
      <input
        ref={(element) => {
          input.current = element;
          // Not in React's typings: the attribute that makes the picker choose a folder.
          if (props.folder) element?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        accept={props.accept}
        multiple={props.multiple || props.folder}
        hidden
        data-testid={props.testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
    </>
  );
}
