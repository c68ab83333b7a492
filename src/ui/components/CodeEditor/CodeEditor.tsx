// Python editor: Monaco once loaded (lazily), a plain textarea until then or if Monaco fails to load.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { loadMonaco, type MonacoApi } from './loadMonaco';
import { useColorScheme } from './useColorScheme';
import './CodeEditor.css';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun?: () => void;
  readOnly?: boolean;
  /** CSS height of the editor box. */
  height?: string;
  ariaLabel?: string;
  testId?: string;
}

export function CodeEditor({ value, onChange, onRun, readOnly = false, height = '22rem', ariaLabel = 'Python code', testId = 'code-editor' }: CodeEditorProps) {
  const [monaco, setMonaco] = useState<MonacoApi | null>(null);
  const [failed, setFailed] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  // Monaco keeps the listeners it got at creation: these read the latest props when they fire.
  const changed = useEffectEvent((text: string) => onChange?.(text));
  const runRequested = useEffectEvent(() => onRun?.());
  const currentValue = useEffectEvent(() => value);
  const scheme = useColorScheme();

  useEffect(() => {
    let cancelled = false;
    loadMonaco().then(
      (m) => !cancelled && setMonaco(() => m),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!monaco || !hostRef.current) return;
    const editor = monaco.editor.create(hostRef.current, {
      value: currentValue(),
      language: 'python',
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      // Long lines wrap at the editor's width (a phone, a narrow trace column) instead of scrolling sideways.
      wordWrap: 'on',
      wrappingIndent: 'indent',
      fontSize: 13,
      tabSize: 4,
      ariaLabel,
    });
    editorRef.current = editor;
    const sub = editor.onDidChangeModelContent(() => changed(editor.getValue()));
    editor.addAction({
      id: 'cmp.run',
      label: 'Run',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      run: () => runRequested(),
    });
    return () => {
      sub.dispose();
      editor.dispose();
      editorRef.current = null;
    };
  }, [monaco, readOnly, ariaLabel]);

  useEffect(() => {
    monaco?.editor.setTheme(scheme === 'dark' ? 'vs-dark' : 'vs');
  }, [monaco, scheme]);

  // Outside changes (a link, "Open in playground") replace the text; the editor's own edits are already in.
  // A layout effect: a passive one can run after the next keystroke and put back the text from before it.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== value) editor.setValue(value);
  }, [value]);

  const useMonaco = monaco !== null && !failed;
  return (
    <div className="code-editor" data-testid={testId} data-editor={useMonaco ? 'monaco' : 'textarea'} style={{ height }}>
      {useMonaco ? (
        <div ref={hostRef} className="code-editor-monaco" />
      ) : (
        <textarea
          className="code-editor-fallback"
          aria-label={ariaLabel}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(e) => onChange?.(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              onRun?.();
            }
          }}
        />
      )}
      {failed && <p className="code-editor-note muted">The code editor could not load; using a plain text box.</p>}
    </div>
  );
}
