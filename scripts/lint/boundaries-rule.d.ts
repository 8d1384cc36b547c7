import type { Rule } from 'eslint';

export declare const boundariesRule: Rule.RuleModule;
