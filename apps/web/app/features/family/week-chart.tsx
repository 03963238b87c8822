/** One bar of a weekly chart: the week's short label, its long name, the value and its text. */
export interface WeekBar {
  start: string;
  short: string;
  long: string;
  value: number;
  text: string;
}

const WIDTH = 320;
const HEIGHT = 190;
const TOP = 24;
const BASE = 160;

/**
 * A hand-drawn bar chart of the weeks, oldest first. The picture is for the eyes only: the same
 * numbers are in a table for screen readers, under the section's heading.
 */
export function WeekChart(props: {
  caption: string;
  weekHeader: string;
  valueHeader: string;
  bars: WeekBar[];
  tone: 'leaf' | 'sky';
}) {
  const { bars } = props;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = slot * 0.62;
  const fill = props.tone === 'leaf' ? '#3aa35b' : '#2b7bb9';
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" x2={WIDTH} y1={BASE} y2={BASE} stroke="#1f3321" strokeWidth="2" />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * (BASE - TOP);
          const x = index * slot + (slot - barWidth) / 2;
          const center = index * slot + slot / 2;
          const last = index === bars.length - 1;
          return (
            <g key={bar.start}>
              {bar.value > 0 && (
                <rect x={x} y={BASE - height} width={barWidth} height={height} rx="5" fill={fill} />
              )}
              <text
                x={center}
                y={BASE - height - 6}
                textAnchor="middle"
                fontSize="15"
                fontWeight="800"
                fill="#1f3321"
              >
                {bar.value}
              </text>
              <text
                x={center}
                y={BASE + 20}
                textAnchor="middle"
                fontSize="13"
                fontWeight={last ? '800' : '400'}
                fill="#1f3321"
              >
                {bar.short}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.weekHeader}</th>
            <th scope="col">{props.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.start}>
              <th scope="row">{bar.long}</th>
              <td>{bar.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card of the dashboard with one weekly chart: its heading names the chart and its table. */
export function WeekChartCard(props: {
  id: string;
  title: string;
  lead: string;
  weekHeader: string;
  valueHeader: string;
  bars: WeekBar[];
  tone: 'leaf' | 'sky';
}) {
  return (
    <section aria-labelledby={props.id} className="card flex flex-col gap-3">
      <h2 id={props.id} className="text-2xl font-extrabold">
        {props.title}
      </h2>
      <p className="text-ink/85">{props.lead}</p>
      <WeekChart
        caption={props.title}
        weekHeader={props.weekHeader}
        valueHeader={props.valueHeader}
        bars={props.bars}
        tone={props.tone}
      />
    </section>
  );
}
