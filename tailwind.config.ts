import type { Config } from "tailwindcss";

/** Theme tokens, loaded by Tailwind 4 through `@config` in app/globals.css. */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        sand: { 50: "#fdfaf4", 100: "#f8f1e4", 200: "#efe1c6" },
        ink: { DEFAULT: "#1d1714", soft: "#4a403a", muted: "#6b5f57" },
        gold: { DEFAULT: "#b7811a", light: "#e7b849", dark: "#8a5f0e" },
        night: { DEFAULT: "#1b1f3b", light: "#2c3160" },
        teal: { DEFAULT: "#0f766e", dark: "#0b5a54" },
        crimson: { DEFAULT: "#9f1d35", dark: "#7c1529" },
        lob: "#15803d",
      },
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
        display: ["var(--font-display)", "system-ui", "sans-serif"],
      },
      maxWidth: { page: "72rem" },
    },
  },
};

export default config;
