import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-container.css';
import type { Theme } from '../../lib/theme';

/** Loaded with the first toast (lib/toast.ts). */
export function Toasts({ theme }: { theme: Theme }) {
  // At most two at once (more wait their turn), so one action never stacks a column of toasts over the page.
  return <ToastContainer position="top-right" autoClose={2000} theme={theme} newestOnTop limit={2} />;
}
