// The lesson guide's region id: `fullScreenRegion` names it like any region of the layout (presenter mode).
export const GUIDE_REGION = 'guide';
