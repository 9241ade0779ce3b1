// The baseline "wrapper": a React component that puts a bare iframe at the embed URL in its
// container and calls the `loaded` handler on the iframe's load event, with no client and no
// protocol. What React, the page and the frame cost by themselves: the floor under mount → loaded
// and the noise under the listener and heap readings.
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { createElement, useEffect, useRef } from 'react';

export function BaselineComponent({ embedConfig, eventHandlers, cssClassName }) {
  const container = useRef(null);
  useEffect(() => {
    const iframe = document.createElement('iframe');
    iframe.addEventListener('load', (event) => eventHandlers.get('loaded')?.(event), { once: true });
    iframe.src = embedConfig.embedUrl;
    container.current.appendChild(iframe);
    return () => iframe.remove();
  }, []);
  return createElement('div', { ref: container, className: cssClassName });
}
