import { LOADING_TEXT } from '../dashboard/dashboard-texts.ts';
import './loading-status.css';

/** 'Loading...' with a spinner, announced politely (`role="status"`). */
export function LoadingStatus() {
  return (
    <p role="status" className="loading-status">
      <span className="loading-spinner" aria-hidden="true" />
      {LOADING_TEXT}
    </p>
  );
}
