/** @jsxImportSource react */
/**
 * The body editor (docs/editing.md, docs/decisions.md "Bodies a writer can write"): Markdown as
 * the files keep it, written on CodeMirror 6, which leaves Hangul composition to the browser
 * (Decap's rich-text widget drops syllables being composed: decap-cms #1347). Headings show large,
 * bold shows bold, lists and links show as such; a toolbar writes the marks (소제목, 굵게, 목록), links
 * are chosen from the site's pages in the entry's language and company facts from a list
 * (./body-data.ts), a fact showing as a chip with its name instead of `{{…}}`.
 */
import { history, historyKeymap, defaultKeymap } from '@codemirror/commands';
import { commonmarkLanguage, markdownKeymap } from '@codemirror/lang-markdown';
import { HighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { EditorSelection, EditorState, type ChangeSpec } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  WidgetType,
  keymap,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { Component, createRef } from 'react';
import { editorText, type EditorMessageKey } from '../../../site/admin/messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../site/routes.ts';
import type { BodyChoices, FactChoice } from './body-data.ts';
import type { ControlProps } from './decap-widget.ts';

/** Sizes and weights of the Markdown as it reads on the page, the marks themselves muted. */
const BODY_STYLE = HighlightStyle.define([
  { tag: tags.heading1, fontSize: '1.5em', fontWeight: '700' },
  { tag: tags.heading2, fontSize: '1.3em', fontWeight: '700' },
  { tag: tags.heading3, fontSize: '1.12em', fontWeight: '700' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.link, color: '#1f5fbf', textDecoration: 'underline' },
  { tag: tags.url, color: '#6b7280', fontSize: '0.85em' },
  { tag: tags.list, color: 'inherit' },
  { tag: tags.processingInstruction, color: '#8a93a3' },
  { tag: tags.quote, color: '#4b5563', fontStyle: 'italic' },
]);

/** A company fact in the text: its name in a chip, the braces hidden, removed as one. */
class FactChip extends WidgetType {
  constructor(
    readonly name: string,
    readonly fact: FactChoice | undefined,
  ) {
    super();
  }
  override eq(other: FactChip): boolean {
    return other.name === this.name && other.fact === this.fact;
  }
  override toDOM(): HTMLElement {
    const chip = document.createElement('span');
    chip.className = this.fact ? 'body-fact' : 'body-fact body-fact--unknown';
    chip.textContent = this.fact ? this.fact.label : `{{${this.name}}}`;
    chip.title = this.fact ? this.fact.value : editorText('body.unknownFact');
    return chip;
  }
}

/** `{{name}}` as a chip; a sample mark (`{{sample: …}}`) stays text. */
function factChips(facts: readonly FactChoice[]) {
  const byName = new Map(facts.map((fact) => [fact.name, fact]));
  const decorator = new MatchDecorator({
    regexp: /\{\{([\w.-]+)\}\}/g,
    decoration: (match) =>
      Decoration.replace({ widget: new FactChip(match[1]!, byName.get(match[1]!)) }),
  });
  return ViewPlugin.fromClass(
    class {
      chips: DecorationSet;
      constructor(view: EditorView) {
        this.chips = decorator.createDeco(view);
      }
      update(update: ViewUpdate) {
        this.chips = decorator.updateDeco(update, this.chips);
      }
    },
    {
      decorations: (plugin) => plugin.chips,
      provide: (plugin) =>
        EditorView.atomicRanges.of((view) => view.plugin(plugin)?.chips ?? Decoration.none),
    },
  );
}

/** Adds `prefix` to each selected line, or takes it away when every line has it ('## ', '- '). */
function toggleLines(view: EditorView, prefix: RegExp, add: string): void {
  const { state } = view;
  const lines = new Set<number>();
  for (const range of state.selection.ranges)
    for (let at = range.from; at <= range.to; ) {
      const line = state.doc.lineAt(at);
      lines.add(line.number);
      at = line.to + 1;
    }
  const all = [...lines].map((n) => state.doc.line(n));
  const remove = all.every((line) => prefix.test(line.text));
  const changes: ChangeSpec[] = all.map((line) => {
    const found = prefix.exec(line.text)?.[0] ?? '';
    return remove
      ? { from: line.from, to: line.from + found.length }
      : { from: line.from, to: line.from + found.length, insert: add };
  });
  const changeSet = state.changes(changes);
  // The caret stays after the mark it was beside: typing on an empty line writes the heading.
  view.dispatch({
    changes: changeSet,
    selection: state.selection.map(changeSet, 1),
    userEvent: 'input.format',
  });
}

/** `**` around the selection, or away from it when it has them; an empty selection gets a pair. */
function toggleBold(view: EditorView): void {
  view.dispatch(
    view.state.changeByRange((range) => {
      const { doc } = view.state;
      const before = doc.sliceString(range.from - 2, range.from);
      const after = doc.sliceString(range.to, range.to + 2);
      if (before === '**' && after === '**')
        return {
          changes: [
            { from: range.from - 2, to: range.from },
            { from: range.to, to: range.to + 2 },
          ],
          range: EditorSelection.range(range.from - 2, range.to - 2),
        };
      return {
        changes: [
          { from: range.from, insert: '**' },
          { from: range.to, insert: '**' },
        ],
        range: EditorSelection.range(range.from + 2, range.to + 2),
      };
    }),
    { userEvent: 'input.format' },
  );
}

/**
 * Enter on an empty list item ends the list with a blank line, as a writer pressing Enter twice
 * means (Markdown would read a line right under the list as part of its last item).
 */
function endList(view: EditorView): boolean {
  const range = view.state.selection.main;
  const line = view.state.doc.lineAt(range.head);
  if (!range.empty || range.head !== line.to || !/^\s*([-*+]|\d+[.)]) $/.test(line.text))
    return false;
  view.dispatch({
    changes: { from: line.from, to: line.to, insert: '\n' },
    selection: { anchor: line.from + 1 },
    userEvent: 'input',
  });
  return true;
}

/** Replaces the selection with `text` and puts the caret after it. */
function insert(view: EditorView, text: string): void {
  view.dispatch(view.state.replaceSelection(text), { userEvent: 'input.insert' });
}

type Picking = 'link' | 'fact' | undefined;

interface PickerProps {
  title: string;
  choices: { key: string; label: string; detail: string }[];
  onChoose(key: string): void;
  onCancel(): void;
}

/** A list to choose from, with a search field: the site's pages, or the company facts. */
class Picker extends Component<PickerProps, { query: string }> {
  override state = { query: '' };
  private readonly search = createRef<HTMLInputElement>();
  override componentDidMount(): void {
    this.search.current?.focus();
  }
  override render() {
    const { title, choices, onChoose, onCancel } = this.props;
    const query = this.state.query.trim().toLowerCase();
    const shown = choices.filter((choice) =>
      `${choice.label} ${choice.detail}`.toLowerCase().includes(query),
    );
    return (
      <div
        className="body-picker"
        role="dialog"
        aria-label={title}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <p className="body-picker__title">{title}</p>
        <input
          ref={this.search}
          type="search"
          className="body-picker__search"
          aria-label={editorText('body.search')}
          placeholder={editorText('body.search')}
          value={this.state.query}
          onChange={(event) => this.setState({ query: event.target.value })}
        />
        <ul className="body-picker__list">
          {shown.map((choice) => (
            <li key={choice.key}>
              <button
                type="button"
                className="body-picker__choice"
                onClick={() => onChoose(choice.key)}
              >
                <span className="body-picker__label">{choice.label}</span>
                <span className="body-picker__detail">{choice.detail}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length ? null : <p className="body-picker__empty">{editorText('body.noMatch')}</p>}
        <button type="button" className="body-picker__cancel" onClick={onCancel}>
          {editorText('body.cancel')}
        </button>
      </div>
    );
  }
}

const TOOLS: { key: EditorMessageKey; run: (control: BodyControlBase) => void }[] = [
  { key: 'body.heading', run: (c) => c.format((v) => toggleLines(v, /^#{1,6} /, '## ')) },
  { key: 'body.bold', run: (c) => c.format(toggleBold) },
  { key: 'body.list', run: (c) => c.format((v) => toggleLines(v, /^(- |\* |\d+\. )/, '- ')) },
  { key: 'body.link', run: (c) => c.setState({ picking: 'link' }) },
  { key: 'body.fact', run: (c) => c.setState({ picking: 'fact' }) },
];

abstract class BodyControlBase extends Component<ControlProps, { picking: Picking }> {
  override state: { picking: Picking } = { picking: undefined };
  protected abstract readonly choices: BodyChoices;
  protected readonly host = createRef<HTMLDivElement>();
  protected view: EditorView | undefined;

  private get locale(): Locale {
    return (this.props.locale as Locale | undefined) ?? DEFAULT_LOCALE;
  }

  override componentDidMount(): void {
    const { forID, field, setActiveStyle, setInactiveStyle } = this.props;
    this.view = new EditorView({
      parent: this.host.current!,
      state: EditorState.create({
        doc: this.props.value ?? '',
        extensions: [
          history(),
          keymap.of([
            { key: 'Enter', run: endList },
            ...markdownKeymap,
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          new LanguageSupport(commonmarkLanguage),
          syntaxHighlighting(BODY_STYLE),
          EditorView.lineWrapping,
          factChips(this.choices.facts[this.locale]),
          EditorView.contentAttributes.of({
            id: forID,
            'aria-label': String(field.get('label')),
            'aria-multiline': 'true',
            lang: this.locale,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) this.props.onChange(update.state.doc.toString());
            if (update.focusChanged) (update.view.hasFocus ? setActiveStyle : setInactiveStyle)();
          }),
        ],
      }),
    });
  }

  override componentDidUpdate(): void {
    const view = this.view;
    const value = this.props.value ?? '';
    // Decap sets the value itself when a writer copies the other language in; never while the
    // writer is composing a syllable, which the editor's own text already holds.
    if (!view || view.composing || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }

  override componentWillUnmount(): void {
    this.view?.destroy();
  }

  /** Decap's "take me to this field" (a refusal's button, a click in the preview). */
  focus(): void {
    this.view?.focus();
  }

  format(command: (view: EditorView) => void): void {
    if (!this.view) return;
    command(this.view);
    this.view.focus();
  }

  private readonly choose = (key: string) => {
    const view = this.view!;
    if (this.state.picking === 'fact') insert(view, `{{${key}}}`);
    else {
      const page = this.choices.pages[this.locale].find((p) => p.url === key)!;
      const { from, to } = view.state.selection.main;
      const text = view.state.sliceDoc(from, to) || page.title;
      insert(view, `[${text}](${page.url})`);
    }
    this.setState({ picking: undefined });
    view.focus();
  };

  private readonly cancel = () => {
    this.setState({ picking: undefined });
    this.view?.focus();
  };

  private picker() {
    const { picking } = this.state;
    if (picking === 'link')
      return (
        <Picker
          title={editorText('body.linkTitle')}
          choices={this.choices.pages[this.locale].map((page) => ({
            key: page.url,
            label: page.title,
            detail: page.url,
          }))}
          onChoose={this.choose}
          onCancel={this.cancel}
        />
      );
    if (picking === 'fact')
      return (
        <Picker
          title={editorText('body.factTitle')}
          choices={this.choices.facts[this.locale].map((fact) => ({
            key: fact.name,
            label: fact.label,
            detail: fact.value,
          }))}
          onChoose={this.choose}
          onCancel={this.cancel}
        />
      );
    return null;
  }

  override render() {
    return (
      <div className={`${this.props.classNameWrapper} body-editor`}>
        <div className="body-editor__tools" role="toolbar" aria-label={editorText('body.toolbar')}>
          {TOOLS.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className="body-editor__tool"
              // The text stays selected: the button acts on it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => tool.run(this)}
            >
              {editorText(tool.key)}
            </button>
          ))}
        </div>
        {this.picker()}
        <div ref={this.host} className="body-editor__text" />
      </div>
    );
  }
}

/** The body editor's control, given the pages and facts it offers (registered in ./index.ts). */
export function bodyControl(choices: BodyChoices): typeof BodyControlBase {
  return class BodyControl extends BodyControlBase {
    protected override readonly choices = choices;
  };
}
