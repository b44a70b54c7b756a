/**
 * 'Mark Complete & Continue' after a pass: fixed at the bottom of the screen,
 * above the phone's navigation bar, and beside the side navigation from 1024 px.
 */
export function CompleteBar({ onContinue, disabled }: { onContinue: () => void; disabled: boolean }) {
  return (
    <div className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 px-4 pb-2 lg:bottom-0 lg:left-60 lg:pb-4">
      <div className="mx-auto max-w-3xl">
        <button type="button" className="btn btn-success btn-block shadow-lg" onClick={onContinue} disabled={disabled}>
          Mark Complete &amp; Continue
        </button>
      </div>
    </div>
  );
}
