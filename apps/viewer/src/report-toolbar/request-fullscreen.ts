/** What the full-screen control needs of a report: embed-client's `fullscreen()`. */
export interface FullscreenReport {
  fullscreen(): void;
}

type FullscreenDocument = Pick<Document, 'addEventListener' | 'removeEventListener'> & {
  fullscreenEnabled?: boolean;
};

/**
 * Shows the report full screen through embed-client's `fullscreen()` (which asks for its iframe and
 * reports nothing back), and settles with the outcome the browser announces: resolved on
 * `fullscreenchange`, rejected on `fullscreenerror` (or at once when the document may not go full
 * screen at all), so that a refusal reaches the person instead of being lost.
 */
export function requestFullscreen(report: FullscreenReport, doc: FullscreenDocument = document): Promise<void> {
  if (doc.fullscreenEnabled === false) return Promise.reject(new Error('Full screen is not enabled in this document.'));
  return new Promise((resolve, reject) => {
    const settle = (event: Event) => {
      doc.removeEventListener('fullscreenchange', settle);
      doc.removeEventListener('fullscreenerror', settle);
      if (event.type === 'fullscreenchange') resolve();
      else reject(new Error('The browser refused to show the report full screen (fullscreenerror).'));
    };
    doc.addEventListener('fullscreenchange', settle);
    doc.addEventListener('fullscreenerror', settle);
    try {
      report.fullscreen();
    } catch (error) {
      doc.removeEventListener('fullscreenchange', settle);
      doc.removeEventListener('fullscreenerror', settle);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
