import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { ArtNames } from './card-face.tsx';
import type { PlayerProps } from './types.ts';
import { MISS_MS } from './use-misses.ts';

interface Point {
  x: number;
  y: number;
}

type Piece = PlayerProps<'hotspot'>['content']['pieces'][number];

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const centreOf = (piece: Piece): Point => ({ x: piece.x + piece.w / 2, y: piece.y + piece.h / 2 });

/**
 * Tap the right place in a picture. A tap answers with the point tapped, in the 100 x 100 box;
 * by keyboard (or a screen reader) every piece is a place to pick, answering with its centre,
 * named by what its picture shows or else by its number ("Place 3": a region has no picture).
 */
export default function HotspotPlayer({ content, solved, onAnswer }: PlayerProps<'hotspot'>) {
  const { t } = useTranslation();
  const artNames = useContext(ArtNames);
  const box = useRef<SVGSVGElement>(null);
  // A wrong tap leaves a soft ring where the finger was, for a moment. Each wrong tap
  // is numbered, so the ring is drawn afresh even on the same spot.
  const [ring, setRing] = useState<(Point & { tap: number }) | null>(null);
  useEffect(() => {
    if (!ring) return;
    const timer = setTimeout(() => setRing(null), MISS_MS);
    return () => clearTimeout(timer);
  }, [ring]);

  function pointOf(event: MouseEvent): Point {
    const rect = box.current!.getBoundingClientRect();
    return {
      x: clamp(((event.clientX - rect.left) / rect.width) * 100),
      y: clamp(((event.clientY - rect.top) / rect.height) * 100),
    };
  }

  function answer(point: Point) {
    if (solved) return;
    if (!onAnswer(point)) setRing((current) => ({ ...point, tap: (current?.tap ?? 0) + 1 }));
  }

  /** A click with no pointer behind it (detail 0) comes from Enter, Space or a screen reader. */
  function pickPlace(event: MouseEvent, piece: Piece) {
    event.stopPropagation();
    answer(event.detail === 0 ? centreOf(piece) : pointOf(event));
  }

  return (
    // Positioned inline: the places must sit exactly over their pieces, whatever the styles.
    <div className="hotspot-box" style={{ position: 'relative' }}>
      <svg
        ref={box}
        viewBox="0 0 100 100"
        aria-hidden="true"
        className="hotspot-picture"
        style={{ display: 'block', width: '100%' }}
        onClick={(event) => answer(pointOf(event))}
      >
        {content.background && (
          <image
            href={content.background}
            width="100"
            height="100"
            preserveAspectRatio="xMidYMid slice"
          />
        )}
        {content.pieces
          .filter((piece) => piece.art)
          .map((piece) => (
            <image
              key={piece.id}
              href={piece.art}
              x={piece.x}
              y={piece.y}
              width={piece.w}
              height={piece.h}
            />
          ))}
        {ring && <circle key={ring.tap} className="hotspot-ring" cx={ring.x} cy={ring.y} r="7" />}
      </svg>
      {content.pieces.map((piece, index) => {
        const right = solved && content.correct.includes(piece.id);
        return (
          <button
            key={piece.id}
            type="button"
            className="hotspot-place"
            style={{
              position: 'absolute',
              left: `${piece.x}%`,
              top: `${piece.y}%`,
              width: `${piece.w}%`,
              height: `${piece.h}%`,
            }}
            data-state={right ? 'right' : undefined}
            aria-disabled={solved || undefined}
            aria-label={
              (piece.art && artNames[piece.art]) || t('player.hotspot.place', { number: index + 1 })
            }
            onClick={(event) => pickPlace(event, piece)}
          >
            {right && <CheckIcon className="tile-badge" />}
          </button>
        );
      })}
    </div>
  );
}
