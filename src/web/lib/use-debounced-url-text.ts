import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

const DEBOUNCE_MS = 300;

const trimmed = (text: string) => text.trim();

export interface DebouncedUrlText {
  /** What the box shows: the typed text, or the URL's after Back, Forward or a link changed it. */
  text: string;
  /** For the input's `onChange`. */
  setText: (text: string) => void;
  /**
   * For the form's `onSubmit`: commits at once (Enter) and ends the run of typing. Pass the
   * field's value as the form holds it when that can differ from `text` (typed before the
   * scripts adopted the page).
   */
  submit: (event: FormEvent, submitted?: string) => void;
  /** Puts a chosen text (a suggestion) in the box and commits it at once, like Enter. */
  apply: (text: string) => void;
  /** For the input's `onBlur`: leaving the box ends the run of typing. */
  endRun: () => void;
}

/**
 * The text of a search box whose text lives in the URL: committed 300 ms after typing stops, or at
 * once on Enter, and following the URL when Back, Forward or a link changes it.
 *
 * `onCommit` puts new text into the URL. `replace` is true while the same run of typing continues,
 * so one run makes one history entry and Back returns to the search before it. `toCommitted` turns
 * the typed text into what is committed (trimmed by default); nothing is committed when that equals
 * what the URL already holds.
 */
export function useDebouncedUrlText(
  value: string,
  onCommit: (text: string, replace: boolean) => void,
  toCommitted: (text: string) => string = trimmed,
): DebouncedUrlText {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  /** Texts committed whose navigation has not landed yet, oldest first. */
  const inFlight = useRef<string[]>([]);
  const inRun = useRef(false);

  // Back, Forward and Clear move the URL under us: show what it holds now. An earlier commit of
  // ours landing after a later one was made (typing paused, then a suggestion picked) is not
  // such a move: the box keeps the later text, whose navigation follows.
  useEffect(() => {
    const ours = inFlight.current.indexOf(value);
    if (ours >= 0) {
      inFlight.current.splice(0, ours + 1);
      return;
    }
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  // The timer must call the latest callbacks: it builds on the URL as it is when it fires.
  const latest = useRef({ onCommit, toCommitted });
  useEffect(() => {
    latest.current = { onCommit, toCommitted };
  });

  const commit = useCallback((next: string) => {
    const text = latest.current.toCommitted(next);
    if (text === committed.current) return;
    committed.current = text;
    inFlight.current.push(text);
    latest.current.onCommit(text, inRun.current);
    inRun.current = true;
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, commit]);

  const apply = (next: string) => {
    if (next !== text) setText(next);
    commit(next);
    inRun.current = false;
  };

  const submit = (event: FormEvent, submitted = text) => {
    event.preventDefault();
    apply(submitted);
  };

  const endRun = () => {
    inRun.current = false;
  };

  return { text, setText, submit, apply, endRun };
}
