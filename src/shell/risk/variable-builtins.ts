// Builtins that take variable names only read and set variables, but bash evaluates the subscript of a name it
// is given however the word was quoted (`unset 'a[$(cmd)]'`, `printf -v 'a[$(cmd)]'` and `let 'a[$(cmd)]=1'`
// run cmd), and a value that names an element (`declare x='a[$(cmd)]'`) runs it where bash reads x as a number.
// Builtins that set a variable from data (`read PATH`, `printf -v PATH`) or make a name refer to it
// (`declare -n p=PATH`) can set PATH: path-override. (A declaration `PATH=…` is found by the walker, which sees
// the name even when the value is computed.)
import type { CommandRule, CommandSite } from './command-site';
import { DECLARATION_BUILTINS } from './declared-arrays';
import { elementSubscriptOfValue, subscriptOf } from './expansion-sites';
import type { Finding } from './findings';
import { assignedVariable, pathOverride } from './path-override';
import type { StaticArg } from './static-words';

/** Builtins that set the variables their operands name from what they read. */
const SETTERS = ['read', 'mapfile', 'readarray', 'getopts', 'wait'];
/** Builtins whose operands are variable names (`name`, `name[sub]`, `name=value` for declarations). */
const NAME_OPERANDS = [...DECLARATION_BUILTINS, ...SETTERS, 'unset', 'test', '['];

/** The variable a name word stands for (`a[1]` → a, `x=1` → x). */
function variableOf(word: string): string {
  return word.replace(/[[+=].*$/s, '');
}

function isOption(arg: string): boolean {
  return /^[-+]/.test(arg);
}

/** The findings of the texts in one name word that bash expands: its subscript, and a value naming an element. */
function nameFindings(site: CommandSite, word: string): Finding[] {
  const findings: Finding[] = [];
  const subscript = subscriptOf(word);
  if (subscript !== null) findings.push(...site.expanded(subscript));
  const variable = assignedVariable(word);
  if (variable !== null) {
    const element = elementSubscriptOfValue(word.slice(word.indexOf('=') + 1));
    if (element !== null) findings.push(...site.expanded(element));
  }
  return findings;
}

function staticOperands(site: CommandSite): string[] {
  return site.argv.slice(1).filter((a): a is string => a !== null && !isOption(a));
}

const nameOperands: CommandRule = (site) => staticOperands(site).flatMap((word) => nameFindings(site, word));

/** `read PATH`: the data read becomes PATH. */
const setter: CommandRule = (site) => [
  ...pathOverride(staticOperands(site).map(variableOf), site.node),
  ...nameOperands(site),
];

/** `declare -n p=PATH`: every later assignment to p sets PATH. */
const declaration: CommandRule = (site) => {
  const namesReference = site.argv.some((a) => a !== null && /^-[a-zA-Z]*n/.test(a));
  const referenced = namesReference
    ? staticOperands(site).map((word) => (word.includes('=') ? word.slice(word.indexOf('=') + 1) : null))
    : [];
  return [...pathOverride(referenced, site.node), ...nameOperands(site)];
};

/** Every argument of `let` is an arithmetic expression, expanded as a whole. */
const letRule: CommandRule = (site) =>
  site.argv.slice(1).flatMap((arg) => (arg === null ? [] : site.expanded(arg)));

/** `printf -v name`: only the name is one; the format and arguments are printed. */
const printfRule: CommandRule = (site) => {
  const args = site.argv.slice(1);
  const names: StaticArg[] = [];
  args.forEach((arg, i) => {
    if (arg === '-v') names.push(args[i + 1] ?? null);
    else if (arg?.startsWith('-v') && arg.length > 2) names.push(arg.slice(2));
  });
  const known = names.filter((name): name is string => name !== null);
  return [
    ...pathOverride(known.map(variableOf), site.node),
    ...known.flatMap((name) => nameFindings(site, name)),
  ];
};

export const VARIABLE_BUILTIN_RULES: Readonly<Record<string, CommandRule>> = {
  ...Object.fromEntries(NAME_OPERANDS.map((name) => [name, nameOperands])),
  ...Object.fromEntries(SETTERS.map((name) => [name, setter])),
  ...Object.fromEntries([...DECLARATION_BUILTINS].map((name) => [name, declaration])),
  let: letRule,
  printf: printfRule,
};
