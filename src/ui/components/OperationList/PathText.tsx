// A path that may wrap only after a slash (or, as a last resort, anywhere), never in the middle of a segment first.
import { Fragment } from 'react';

export function PathText({ path }: { path: string }) {
  const parts = path.split('/');
  return (
    <span className="path path-wrap">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <>/<wbr /></>}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
