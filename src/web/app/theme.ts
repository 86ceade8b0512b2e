import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

export const theme = createTheme({
  // The device's own interface font: nothing to download before text paints (decision 120).
  fontFamily:
    "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily:
      "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  // Dialogs, menus and toasts appear without sliding or fading for those who ask their system
  // for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  primaryColor: "blue",
  // Shade 8 keeps white text on filled buttons and blue links above WCAG AA (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: "md",
  // Mantine's close buttons have no accessible name of their own. Plain objects rather than
  // Modal.extend(): importing the components here would put them in the public pages' bundle.
  components: {
    Modal: { defaultProps: { closeButtonProps: { "aria-label": SHELL_MESSAGES.closeDialog } } },
    // A closed select or multi-select keeps no options in the page. Mantine keeps them mounted
    // and hidden by default: the 300 ST doctors of 'Granskar ST-läkare' alone were a thousand
    // nodes on every page.
    Combobox: { defaultProps: { keepMounted: false } },
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": SHELL_MESSAGES.closeToast } },
    },
    // Badges show their text as written ('STa1', not 'STA1') and whole: a narrow cell or a flex
    // row must never cut a status to 'AVK…'.
    Badge: {
      styles: {
        root: { textTransform: "none", overflow: "visible", flexShrink: 0 },
        label: { overflow: "visible", textOverflow: "clip" },
      },
    },
  },
});

/** Mantine's default dimmed, error and placeholder colours are below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
  },
  dark: {},
});
