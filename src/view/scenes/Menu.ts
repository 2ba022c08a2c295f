/**
 * The menu: the title, the default match one click away ("Play Gang War": The Guild against the computer's
 * Rashaar on the Venice board, set up by the engine in the board's zones), the scenario page (any scenario of The
 * Winds of Fate, its board, 2–4 seats each a person or the computer, set up by the players), the gang builder, and
 * the options — which gang is yours in the quick match, computer against computer or two players at one machine,
 * how hard the computer plays, the seed. `?autoplay=ai` starts the default match with the computer on every side (in a
 * build for tests: app/test-hooks.ts).
 *
 * The menu is the first load (docs/performance.md "First load"): what only a page behind a button needs — the battle
 * with the engine and the content catalogue, the builder, the tutorial, the scenario and campaign pages, the Rules
 * panel — is fetched when that button is pressed (src/app/load-part.ts: a "Loading…" line meanwhile, a notice with
 * Try again and Back when the fetch fails).
 */
import * as Phaser from 'phaser';
import { loadPart } from '../../app/load-part.ts';
import { browserKeyStore, clearAutosave, readAutosave, readHistory } from '../../app/save-store.ts';
import { TEST_HOOKS } from '../../app/test-hooks.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import { pageOptions } from '../../app/url-options.ts';
import { parseMatchRecord, type SavedMatch } from '../../campaign/match-record.ts';
import type { MatchSave } from '../../campaign/match-save.ts';
import { QUICK_MATCH_GANGS } from '../../content/gangs/quick-match.ts';
import type { RulesPanel } from '../hud/rules-panel.ts';
import { mix } from '../iso/palette.ts';
import { continueRow } from '../menu/continue-row.ts';
import { finishedList } from '../menu/finished-list.ts';
import { chooseJsonFile, exportJson, exportMatch } from '../menu/match-file.ts';
import { freshSeed, type MenuChoice, type MenuSettings, menuPanel } from '../menu/menu-panel.ts';
import type { BattleData } from './battle-data.ts';

/** The battle's part (battle-part.ts), fetched with the first battle. */
type BattlePart = typeof import('./battle-part.ts');

/** `?autoplay=ai` starts one match per page load; coming back to the menu afterwards shows the menu. */
let autoplayed = false;

export class Menu extends Phaser.Scene {
  private panel: HTMLElement | null = null;
  private rules: RulesPanel | null = null;
  /** A battle is being fetched or started: further clicks wait for it. */
  private starting = false;

  constructor() {
    super('Menu');
  }

  create(data?: { page?: 'tutorial' }): void {
    this.drawBackdrop();
    this.starting = false;
    const url = pageOptions();
    if (TEST_HOOKS && url.autoplay === 'ai' && !autoplayed) {
      autoplayed = true;
      this.start({
        mode: 'ai-vs-ai',
        side: 0,
        seed: url.seed ?? freshSeed(),
        speed: url.speed ?? 4,
        ask: { willPoints: 'never', commandPoints: 'never' },
        difficulty: 'normal',
      });
      return;
    }
    if (data?.page === 'tutorial') void this.showTutorial();
    else this.showMenu();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.panel?.remove();
      this.panel = null;
    });
    this.scale.on(Phaser.Scale.Events.RESIZE, this.drawBackdrop, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.scale.off(Phaser.Scale.Events.RESIZE, this.drawBackdrop, this),
    );
  }

  /** The battle's part, fetched (once) and joined to the game; null when the fetch failed and the person went back. */
  private async battlePart(): Promise<BattlePart | null> {
    const part = await loadPart('the battle', () => import('./battle-part.ts'));
    part?.joinBattle(this.game);
    return part;
  }

  /**
   * Start the battle `make` gives once the battle's part is here (nothing when it gives null, the fetch failed, or the
   * menu was left meanwhile). A content file found broken on the way throws to the error overlay.
   */
  private async play(make: (part: BattlePart) => BattleData | null): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    try {
      const part = await this.battlePart();
      if (!part || !this.scene.isActive()) return;
      const data = make(part);
      if (data) this.scene.start('Battle', data);
    } finally {
      this.starting = false;
    }
  }

  private start(choice: MenuChoice): void {
    void this.play((part) => part.battleFor(choice));
  }

  /** The menu panel again when a page could not be fetched and nothing else is on the screen. */
  private backToMenu(): void {
    if (!this.panel?.isConnected) this.showMenu();
  }

  private showMenu(): void {
    const url = pageOptions();
    this.panel?.remove();
    this.panel = menuPanel(
      QUICK_MATCH_GANGS,
      url.seed,
      url.speed ?? undefined,
      (choice) => this.start(choice),
      {
        build: () => void this.showBuilder(),
        scenarios: (settings) => void this.showScenarios(settings),
        campaign: () => void this.showCampaign(),
        tutorial: () => void this.showTutorial(),
        rules: () => void this.showRules(),
      },
    );
    void this.offerContinue(this.panel);
  }

  /** The tutorial's lessons, the one left part-way first. */
  private async showTutorial(): Promise<void> {
    const part = await loadPart('the tutorial', () =>
      Promise.all([
        import('../menu/tutorial-page.ts'),
        import('../../app/tutorial-store.ts'),
        import('../../content/tutorial/lessons.ts'),
        import('../tutorial/lesson-battle.ts'),
      ]),
    );
    if (!part) return this.backToMenu();
    const [{ tutorialPage }, { readTutorial }, { lessons }, { lessonBattle }] = part;
    const { progress, problem } = await readTutorial(browserKeyStore());
    if (!this.scene.isActive()) return;
    this.panel?.remove();
    this.panel = tutorialPage(lessons(), progress, problem, {
      play: (lesson, resume) =>
        void this.play(() => lessonBattle(lesson, progress, resume ? progress.current : null)),
      back: () => this.showMenu(),
    });
  }

  /** The Rules panel over the menu (fetched and made on first use, removed with the scene). */
  private async showRules(): Promise<void> {
    if (!this.rules) {
      const part = await loadPart('the rules', () => import('../hud/rules-panel.ts'));
      if (!part || !this.scene.isActive()) return;
      const rules = new part.RulesPanel();
      this.rules = rules;
      uiLayer().append(rules.root);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        rules.root.remove();
        this.rules = null;
      });
    }
    this.rules.open();
  }

  /** Put "Continue" at the top of `panel` when a match was left unfinished (or say why it cannot be continued). */
  private async offerContinue(panel: HTMLElement): Promise<void> {
    const store = browserKeyStore();
    const found = await readAutosave(store);
    if (this.panel !== panel || !panel.isConnected) return;
    const row = continueRow(
      found,
      { resume: (save, anyContent) => this.resume(save, anyContent), discard: () => clearAutosave(store) },
      new Date(),
    );
    if (row) panel.querySelector('.play')?.before(row);
    const history = await readHistory(store);
    if (this.panel !== panel || !panel.isConnected) return;
    const list = finishedList(
      history,
      {
        watch: (record) => this.watch(record),
        export: (record) => exportMatch(record),
        import: () => this.importMatch(),
      },
      new Date(),
      this.notice,
    );
    this.notice = null;
    panel.querySelector('.keys')?.before(list);
  }

  /** Watch `record` from its start (the replay bar: step, play, pause). */
  private watch(record: SavedMatch): void {
    void this.play((part) => part.watchBattle(this.registry, record));
  }

  /** What became of the last import, said once in the finished matches' section. */
  private notice: string | null = null;

  /**
   * Import a match file: a finished match joins the finished ones, an unfinished one becomes the match to continue
   * when none is waiting; the menu says what became of it, or why the file was refused (nothing kept is written
   * over). Keeping it plays it through, so it fetches the battle's part.
   */
  private importMatch(): void {
    const say = (text: string) => {
      this.notice = text;
      this.showMenu();
    };
    chooseJsonFile((file) => {
      if ('reason' in file) return say(file.reason);
      let json: unknown;
      try {
        json = JSON.parse(file.text);
      } catch {
        return say('The file is not a match: it is not JSON.');
      }
      const read = parseMatchRecord(json, 'The file');
      if (!read.ok) return say(read.reason);
      void this.battlePart().then((part) => {
        if (!part) return;
        void part
          .keepImported(read.record)
          .then(say, () => say('The match could not be kept: storage failed.'));
      });
    });
  }

  /**
   * Continue a saved match: its record replayed, then the battle from where it stood. Resolves to why it cannot be
   * (and whether it is another version's), or null once started or when the battle's part could not be fetched.
   */
  private async resume(
    save: MatchSave,
    anyContent: boolean,
  ): Promise<{ reason: string; otherContent: boolean } | null> {
    let refused: { reason: string; otherContent: boolean } | null = null;
    await this.play((part) => {
      const r = part.resumeBattle(this.registry, save, anyContent);
      if ('refused' in r) {
        refused = r.refused;
        return null;
      }
      return r.battle;
    });
    return refused;
  }

  /** The scenario page in place of the menu panel; its match takes the seed, speed and questions of the options. */
  private async showScenarios(settings: () => MenuSettings): Promise<void> {
    const part = await loadPart('the scenarios', () =>
      Promise.all([
        import('../menu/scenario-page.ts'),
        import('../battle/boards.ts'),
        import('../../app/roster-store.ts'),
      ]),
    );
    if (!part || !this.scene.isActive()) return;
    const [{ scenarioPage }, { boardOf }, { indexedDbRosterStore, loadSaved, memoryRosterStore }] = part;
    this.panel?.remove();
    this.panel = scenarioPage({
      board: (level) => boardOf(this.registry, level),
      savedGangs: () =>
        loadSaved(typeof indexedDB === 'undefined' ? memoryRosterStore() : indexedDbRosterStore()),
      back: () => this.showMenu(),
      start: (setup, difficulties, handOver) => {
        const s = settings();
        void this.play(() => ({
          setup,
          seed: s.seed,
          speed: s.speed,
          ask: s.ask,
          difficulties,
          handOver,
        }));
      },
    });
  }

  /** The campaign page in place of the menu panel: the campaign under way, or the form that starts one. */
  private async showCampaign(notice: string | null = null): Promise<void> {
    const part = await loadPart('the campaign', () =>
      Promise.all([
        import('../menu/campaign-page.ts'),
        import('../../app/campaign-store.ts'),
        import('../../app/roster-store.ts'),
        import('../../campaign/campaign.ts'),
      ]),
    );
    if (!part) return this.backToMenu();
    const [
      { campaignPage },
      { clearCampaign, readCampaign, writeCampaign },
      { indexedDbRosterStore, loadSaved, memoryRosterStore },
      { campaignSetup, parseCampaign },
    ] = part;
    const store = browserKeyStore();
    const found = await readCampaign(store);
    const saved =
      found.kind === 'none'
        ? ((
            await loadSaved(
              typeof indexedDB === 'undefined' ? memoryRosterStore() : indexedDbRosterStore(),
            ).catch(() => null)
          )?.rosters ?? [])
        : [];
    if (!this.scene.isActive()) return;
    /** Keep a campaign file as the campaign under way, unless one is; what became of it, or why it was refused. */
    const importCampaign = async (text: string): Promise<string> => {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return 'The file is not a campaign: it is not JSON.';
      }
      const read = parseCampaign(json, 'The file');
      if (!read.ok) return read.reason;
      if ((await readCampaign(store)).kind !== 'none')
        return 'Abandon the campaign under way first: importing this one would replace it.';
      await writeCampaign(store, read.campaign);
      return 'Campaign imported.';
    };
    this.panel?.remove();
    this.panel = campaignPage(
      found,
      {
        begin: async (c) => {
          await writeCampaign(store, c);
          await this.showCampaign();
        },
        play: (c, attacks, picked) => {
          const setup = campaignSetup(c, ['human', 'ai'], attacks, picked);
          const url = pageOptions();
          void this.play(() => ({
            setup,
            seed: url.seed ?? freshSeed(),
            speed: url.speed ?? undefined,
            difficulty: c.difficulty,
            campaign: true,
          }));
        },
        abandon: async () => {
          await clearCampaign(store);
          await this.showCampaign();
        },
        export: (c) => exportJson(c, `carnevale-campaign-${new Date().toISOString().slice(0, 10)}.json`),
        import: () =>
          chooseJsonFile((file) => {
            if ('reason' in file) return void this.showCampaign(file.reason);
            void importCampaign(file.text).then((said) => this.showCampaign(said));
          }),
        back: () => this.showMenu(),
      },
      saved,
      notice,
    );
  }

  /** The gang builder in place of the menu panel; its match uses the page's seed and speed like the menu's. */
  private async showBuilder(): Promise<void> {
    const part = await loadPart('the gang builder', () => import('../builder/builder-panel.ts'));
    if (!part || !this.scene.isActive()) return;
    const url = pageOptions();
    this.panel?.remove();
    this.panel = part.builderPanel({
      back: () => this.showMenu(),
      play: (setup) =>
        void this.play(() => ({ setup, seed: url.seed ?? freshSeed(), speed: url.speed ?? undefined })),
    });
  }

  private backdrop: Phaser.GameObjects.Graphics | null = null;

  /** Night over the lagoon: sky, moon, a row of palazzi and a bell tower, their reflection in the water. */
  private drawBackdrop(): void {
    const { width: w, height: hgt } = this.scale;
    this.backdrop?.destroy();
    const g = this.add.graphics();
    this.backdrop = g;
    // Bands instead of a gradient fill, which the Canvas renderer does not draw.
    const bands = 12;
    for (let k = 0; k < bands; k++) {
      const sky = mix(0x14233a, 0x6a4a6e, k / (bands - 1));
      g.fillStyle(sky, 1).fillRect(0, (hgt * 0.66 * k) / bands, w, (hgt * 0.66) / bands + 1);
      const sea = mix(0x2a4a6a, 0x0b1624, k / (bands - 1));
      g.fillStyle(sea, 1).fillRect(0, hgt * 0.66 + (hgt * 0.34 * k) / bands, w, (hgt * 0.34) / bands + 1);
    }
    g.fillStyle(0xf3e6c4, 0.9).fillCircle(w * 0.78, hgt * 0.18, 34);
    const base = hgt * 0.66;
    let x = 0;
    let k = 0;
    while (x < w) {
      const bw = 60 + ((k * 37) % 70);
      const bh = 70 + ((k * 53) % 110);
      const tower = k % 7 === 3;
      const height = tower ? bh + 150 : bh;
      g.fillStyle(0x0c0f16, 1).fillRect(x, base - height, bw, height);
      if (tower) g.fillTriangle(x, base - height, x + bw, base - height, x + bw / 2, base - height - 50);
      g.fillStyle(0xe8b86a, 0.55);
      // A few lit windows, chosen by a fixed pattern so the skyline is the same every time.
      for (let row = 0; base - height + 18 + row * 26 < base - 14; row++) {
        for (let col = 0; x + 10 + col * 18 < x + bw - 12; col++) {
          if ((row * 7 + col * 3 + k) % 4 === 0)
            g.fillRect(x + 10 + col * 18, base - height + 18 + row * 26, 6, 10);
        }
      }
      g.fillStyle(0x0c0f16, 0.45).fillRect(x, base, bw, height * 0.5);
      x += bw + 4;
      k++;
    }
    g.setDepth(-10);
  }
}
