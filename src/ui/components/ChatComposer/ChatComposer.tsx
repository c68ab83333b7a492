// Prompt input with Send (button or Ctrl/Cmd+Enter) and Stop while a run is going.
import type { KeyboardEvent } from 'react';
import './ChatComposer.css';

export interface ChatComposerProps {
  value: string;
  running: boolean;
  /** Why sending is not possible right now (no spec, missing key…), or null. */
  blockedReason: string | null;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** The block is a missing setting: jump to its field (far below on a phone). */
  onFixBlocked?: (() => void) | null;
  /** The pointer or focus reached the input: Python may start now. */
  onIntent?: () => void;
}

export function ChatComposer({ value, running, blockedReason, onChange, onSend, onStop, onFixBlocked, onIntent }: ChatComposerProps) {
  const canSend = !running && !blockedReason && value.trim() !== '';
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <form className="chat-composer" onSubmit={(e) => { e.preventDefault(); if (canSend) onSend(); }}>
      <textarea
        data-testid="chat-input"
        aria-label="Message"
        rows={3}
        value={value}
        placeholder="Ask something the API can answer… (Ctrl/Cmd+Enter to send)"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      />
      <div className="chat-composer-actions">
        {blockedReason && <span className="muted chat-composer-blocked">{blockedReason}</span>}
        {blockedReason && onFixBlocked && <button type="button" data-testid="blocked-fix" onClick={onFixBlocked}>Go to settings</button>}
        <button type="button" data-testid="stop-button" onClick={onStop} disabled={!running}>Stop</button>
        <button type="submit" className="primary" data-testid="send-button" disabled={!canSend}>Send</button>
      </div>
    </form>
  );
}
