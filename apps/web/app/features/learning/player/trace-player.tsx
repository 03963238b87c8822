import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@dino/contract';
import { CheckIcon, UndoIcon } from '../../../ui/icons.tsx';
import type { PlayerProps } from './types.ts';
import { useMisses } from './use-misses.ts';

type Point = [number, number];

/** A point closer than this to the previous one adds nothing the eye or the checker would see. */
const MIN_STEP = 1;
/** The answer schema's limits: points in a stroke, strokes in an answer. */
const MAX_POINTS = 2000;
const MAX_STROKES = 12;
/** Strokes a child may draw beyond the guide's own before a trace that never fits is answered. */
const SPARE_STROKES = 2;
/** Start dots closer than this would cover each other's number. */
const DOT_GAP = 9;
/** Where the keyboard's pen rests: a point of a guide stroke. */
const PEN_START = { stroke: 0, point: 0 };

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A stroke of one point is a dot: drawn as a zero-length line, which round caps make visible. */
function polylinePoints(line: readonly Point[]): string {
  const points = line.length === 1 ? [line[0]!, line[0]!] : line;
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/** The point `along` units down a polyline, or its end when the line is shorter. */
function pointAlong(line: readonly Point[], along: number): Point {
  let left = along;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const length = distance(a, b);
    if (left <= length && length > 0)
      return [a[0] + ((b[0] - a[0]) * left) / length, a[1] + ((b[1] - a[1]) * left) / length];
    left -= length;
  }
  return line.at(-1)!;
}

/**
 * Each stroke's start dot sits on its first point, or slides a little down the stroke when an
 * earlier stroke starts at the same place (the two strokes of a 4), so both numbers show.
 */
function startDots(strokes: readonly (readonly Point[])[]): Point[] {
  const dots: Point[] = [];
  for (const line of strokes) {
    let dot = line[0]!;
    for (let along = 0; along < 100 && dots.some((other) => distance(other, dot) < DOT_GAP);) {
      along += DOT_GAP / 3;
      dot = pointAlong(line, along);
    }
    dots.push(dot);
  }
  return dots;
}

/** Client coordinates to the board's 100 x 100 box, kept inside it and to a tenth of a unit. */
function boxPoint(svg: SVGSVGElement, event: PointerEvent): Point | undefined {
  const matrix = svg.getScreenCTM();
  if (!matrix) return undefined;
  const { x, y } = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  const inBox = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
  return [inBox(x), inBox(y)];
}

/**
 * Trace the guide with a finger, a mouse or a pen: each press-to-lift is one stroke. Unlike the
 * other players this one notices by itself when the drawing is whole (the checker says so after
 * a stroke), since a child cannot tell; a drawing that never fits is answered after a couple of
 * strokes more than the guide has, and the board is cleared for another try. From the keyboard
 * (or a switch) each Enter or Space draws the next piece of the guide: connect the dots.
 */
export default function TracePlayer({ content, solved, onAnswer }: PlayerProps<'trace'>) {
  const { t } = useTranslation();
  const guide = content.strokes;
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const [drawing, setDrawing] = useState<Point[] | null>(null);
  const [pen, setPen] = useState(PEN_START);
  const [faded, setFaded] = useState<Point[][]>([]);
  const [missed, markMissed] = useMisses();
  const svg = useRef<SVGSVGElement>(null);
  // Pointer events can outrun rendering: the stroke under way lives here, the state mirrors it.
  const live = useRef<{ pointer: number; points: Point[] } | null>(null);

  function erase() {
    live.current = null;
    setDrawing(null);
    setStrokes([]);
    setPen(PEN_START);
  }

  function finish(stroke: Point[], whole = false) {
    const next = [...strokes, stroke];
    const answered =
      whole ||
      next.length >= Math.min(guide.length + SPARE_STROKES, MAX_STROKES) ||
      checkAnswer('trace', content, { strokes: next });
    if (!answered || onAnswer({ strokes: next })) return setStrokes(next);
    setFaded(next);
    markMissed(['board']);
    erase();
  }

  function press(event: PointerEvent<HTMLButtonElement>) {
    // One finger draws; a second one, or a mouse's other buttons, do nothing.
    if (solved || live.current || event.button !== 0 || !svg.current) return;
    const point = boxPoint(svg.current, event);
    if (!point) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    live.current = { pointer: event.pointerId, points: [point] };
    setDrawing(live.current.points);
  }

  function move(event: PointerEvent<HTMLButtonElement>) {
    const stroke = live.current;
    if (stroke?.pointer !== event.pointerId || stroke.points.length >= MAX_POINTS) return;
    const point = svg.current && boxPoint(svg.current, event);
    if (!point || distance(point, stroke.points.at(-1)!) < MIN_STEP) return;
    stroke.points = [...stroke.points, point];
    setDrawing(stroke.points);
  }

  function lift(event: PointerEvent<HTMLButtonElement>) {
    const stroke = live.current;
    if (stroke?.pointer !== event.pointerId) return;
    live.current = null;
    setDrawing(null);
    finish(stroke.points);
  }

  function drawNextPiece(event: MouseEvent<HTMLButtonElement>) {
    // A pointer's stroke ends in a click too (detail 1 and up); Enter, Space and assistive
    // technologies click with detail 0.
    if (solved || event.detail !== 0) return;
    const line = guide[pen.stroke]!;
    const point = pen.point + 1;
    if (point < line.length - 1) return setPen({ stroke: pen.stroke, point });
    const last = pen.stroke === guide.length - 1;
    setPen(last ? PEN_START : { stroke: pen.stroke + 1, point: 0 });
    finish(line, last);
  }

  const keyed = pen.point > 0 ? guide[pen.stroke]!.slice(0, pen.point + 1) : null;
  const shown = solved
    ? guide
    : [...strokes, ...(keyed ? [keyed] : []), ...(drawing ? [drawing] : [])];
  const missing = missed.has('board');

  return (
    // Sideways the board is as tall as the screen allows and the eraser stands beside it.
    <div className="flex flex-col items-center gap-4 phone-landscape:flex-row phone-landscape:justify-center phone-landscape:gap-2">
      <div className="relative w-full max-w-[26rem] phone-landscape:max-w-[calc(100dvh-2rem)]">
        <button
          type="button"
          className="trace-board"
          data-state={solved ? 'right' : missing ? 'missed' : undefined}
          aria-label={t('player.trace.board')}
          aria-disabled={solved || undefined}
          onPointerDown={press}
          onPointerMove={move}
          onPointerUp={lift}
          onPointerCancel={lift}
          onClick={drawNextPiece}
        >
          <svg ref={svg} viewBox="0 0 100 100" className="block w-full" aria-hidden="true">
            {content.background && <image href={content.background} width={100} height={100} />}
            {content.glyph && (
              // Capital height (about 0.7 em) spans y 15..85, where the guides were drawn.
              <text className="trace-glyph" x={50} y={85} fontSize={100} textAnchor="middle">
                {content.glyph}
              </text>
            )}
            {!solved && (
              <>
                <g className="trace-guide">
                  {guide.map((line, index) => (
                    <polyline key={index} points={polylinePoints(line)} />
                  ))}
                </g>
                <g className="trace-start">
                  {startDots(guide).map(([x, y], index) => (
                    <g key={index}>
                      <circle cx={x} cy={y} r={4.5} />
                      {guide.length > 1 && (
                        <text x={x} y={y} dy="0.35em" fontSize={6.5} textAnchor="middle">
                          {index + 1}
                        </text>
                      )}
                    </g>
                  ))}
                </g>
              </>
            )}
            {missing && (
              <g className="trace-ink" data-state="missed">
                {faded.map((line, index) => (
                  <polyline key={index} points={polylinePoints(line)} />
                ))}
              </g>
            )}
            <g className="trace-ink" data-state={solved ? 'right' : undefined}>
              {shown.map((line, index) => (
                <polyline key={index} points={polylinePoints(line)} />
              ))}
            </g>
          </svg>
        </button>
        {/* Inside the board's corner: on a phone the board is as wide as the screen. */}
        {solved && <CheckIcon className="tile-badge top-3 right-3" />}
      </div>
      {!solved && (
        <button
          type="button"
          className="icon-button shrink-0"
          aria-label={t('player.trace.erase')}
          onClick={erase}
        >
          <UndoIcon className="h-7 w-7" />
        </button>
      )}
    </div>
  );
}
