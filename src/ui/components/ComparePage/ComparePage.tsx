// The Compare view's page: a recorded report when one is open (a file, or the link's `?report=`), else the live
// comparison with a way to open one. The live view and its hooks are not mounted while a recording is shown.
import { useCallback } from 'react';
import type { ViewProps } from '../../hooks/viewProps';
import { useOpenedReport } from '../../hooks/useOpenedReport';
import CompareView from '../CompareView/CompareView';
import { ReportOpener } from '../ReportOpener/ReportOpener';
import { ReportView } from '../ReportView/ReportView';

export default function ComparePage(props: ViewProps) {
  const { setParams } = props.url;
  const clearLink = useCallback(() => setParams({ report: null }), [setParams]);
  const opened = useOpenedReport(props.url.params.report, clearLink);
  const { state } = opened;
  if (state.kind === 'open') return <ReportView report={state.report} name={state.name} onClose={opened.close} />;
  if (state.kind === 'loading') return <p className="muted" role="status"><span className="spinner" aria-hidden="true" /> Opening the report {state.name}…</p>;
  return (
    <>
      <ReportOpener onOpen={opened.openFile} error={state.kind === 'error' ? state.error : undefined} />
      <CompareView {...props} />
    </>
  );
}
