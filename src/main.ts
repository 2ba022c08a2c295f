/**
 * Boots the browser game: the error overlay first (so nothing ends in a blank page), the styles, the game
 * in `#game`, then the automation hook for browser tests (docs/testing.md).
 */
import './view/hud/hud.css';
import { installAutomationHook } from './app/automation-hook.ts';
import { installErrorOverlay, showError } from './app/error-overlay.ts';
import { StartGame } from './view/start-game.ts';

installErrorOverlay();
try {
  installAutomationHook(StartGame('game'));
} catch (e) {
  showError(e);
}
