/**
 * The DOM layer over the game canvas where menus, panels and dialogs live (`<div id="ui">` in index.html;
 * made on first use when a page lacks it). It lets clicks through to the canvas except on its panels.
 */
export function uiLayer(): HTMLElement {
  let layer = document.getElementById('ui');
  if (!layer) {
    layer = document.createElement('div');
    layer.id = 'ui';
    document.body.append(layer);
  }
  return layer;
}
