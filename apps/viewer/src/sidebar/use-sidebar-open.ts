import { useCallback, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-open-storage.ts';

/** The sidebar's open state, restored from localStorage and saved on every toggle. */
export function useSidebarOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(readSidebarOpen);
  const toggle = useCallback(() => {
    writeSidebarOpen(!open);
    setOpen(!open);
  }, [open]);
  return [open, toggle];
}
