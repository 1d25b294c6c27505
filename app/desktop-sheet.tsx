/** The desktop stylesheet as a component, for ./desktop-styles.tsx to import lazily. */
import './globals.css';

export default function DesktopSheet() {
  return null;
}
