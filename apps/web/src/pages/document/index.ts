/** The Document group of SPEC section 2: one lazy chunk, out of the storefront's first load. */
export { DocumentLayout } from './DocumentLayout';
export { ComponentsPage } from './ComponentsPage';
export { ThemeControlsPage } from './ThemeControlsPage';
export { DebugPage } from './DebugPage';
export { IconSaxPage } from './IconSaxPage';
export { FormGeneratorPage } from './FormGeneratorPage';
