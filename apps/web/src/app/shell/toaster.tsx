import { Toaster } from 'react-hot-toast';
import { toasterContainerStyle, toasterOptions } from '../../lib/toast.ts';

/** Loaded with the first toast (lib/toast-host.ts). */
export default function AppToaster() {
  return (
    <Toaster position="top-center" containerStyle={toasterContainerStyle} toastOptions={toasterOptions} />
  );
}
