// react-toastify with its stylesheet as a file of the build. The package's main entry writes
// its CSS into the page as a <style> element when a container mounts, which the
// Content-Security-Policy refuses (no inline styles, decision 025); its unstyled entry is the
// same code without that. vite.config.ts sends every import of 'react-toastify' here, so the
// stylesheet loads with the library's chunk, wherever that is. Types still come from the
// package itself.
import 'react-toastify/ReactToastify.css';

// Everything the unstyled entry exports (11.2), so this stands in for the whole package.
export {
  Bounce,
  Flip,
  Icons,
  Slide,
  ToastContainer,
  Zoom,
  collapseToast,
  cssTransition,
  toast,
} from 'react-toastify/unstyled';
