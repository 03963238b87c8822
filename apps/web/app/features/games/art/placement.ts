/** Where a drawing sits when it is nested in a bigger one (an <svg> inside an <svg>). */
export interface Placement {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

export function placed(props: Placement): Placement {
  return { x: props.x, y: props.y, width: props.width, height: props.height };
}
