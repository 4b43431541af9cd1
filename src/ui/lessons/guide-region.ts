// The lesson guide's region id: `fullScreenRegion` names it as it names any region of the layout (presenter
// mode), and `f` finds it by `data-region` like the others.
export const GUIDE_REGION = 'guide';
