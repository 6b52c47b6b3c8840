#!/usr/bin/env python3
"""Count which SwiftUI API names public SwiftUI code uses, by the number of repositories using each.

Makes Tests/CLITests/SwiftUIUsage.swift, the names `SwiftUICoverageTests` probes Zoetrope's SwiftUI
module with (issue 33, item 1). Give it the iOS SDK the names come from and the repositories:

    python3 scripts/swiftui-usage.py --sdk SDK --root DIR [--list FILE] --swift > Tests/CLITests/SwiftUIUsage.swift
    python3 scripts/swiftui-usage.py --sdk SDK [--counts] [--per-repo] REPO [REPO ...]

SDK is a checkout or bare git directory of an iOS SDK (the table was made from danpashin/sdks, an
iOS 17.4 SDK): the public names are read from its `SwiftUI.swiftinterface`, the UIKit, Foundation
and CoreGraphics headers and the Foundation, CoreGraphics and Dispatch interfaces, so that a name
a project declares for itself never counts. Each repository is a working tree or a bare git
directory (read at HEAD); under --root every subdirectory is one (a mirror's `owner+name/repo`
layout is read through `repo`), or only those --list names (`owner/name` lines, `#` comments).

The counting rule, for each Swift file that has a line `import SwiftUI` (vendored code left out:
Pods, Carthage, .build, checkouts, SourcePackages, Vendor, ThirdParty), with comments and string
literals blanked first:
- type: a capitalised identifier not after a dot that SwiftUI declares at the top level (`Text`,
  `VStack`, `Color`, `LinearGradient`); `@Name` for its property wrappers (`@State`,
  `@Environment`); a name the repository declares itself (struct, class, enum, protocol, actor,
  typealias) is left out for that repository.
- modifier: `.name(` or `.name {` right after a view expression, that is after `)`, `}`, `]` or an
  identifier, or first on a line (a chain continued), where `name` is an instance method SwiftUI
  declares on `View` (or, failing that, `Text`, `Image`, `Shape`, `InsettableShape`, `Font`,
  `Animation`, `AnyTransition`, `Gesture`): `View.padding`, `Text.bold`, `Shape.stroke`,
  `Animation.repeatForever`; names code mostly calls on its own values (`.map {`, `.size(`) are
  left out.
- style: `.xStyle(.member` with `member` declared on `XStyle` (or `PrimitiveXStyle`):
  `ButtonStyle.borderedProminent`, `PickerStyle.segmented`.
- member: `Type.member` with `Type` a SwiftUI type declaring `member` (`Color.red`, `Font.title`,
  `Animation.spring`); an implicit member `.member` (after `(`, `,`, `:`, `=`, `?`, `[`, `return`
  or an operator, or first on a line) is given to the first of the types in IMPLICIT_OWNERS
  (Color, Font, Font.Weight, Font.Design, Animation, AnyTransition, ShapeStyle, Alignment …) that
  declares it as a static member, so `.red` is `Color.red`, `.ultraThinMaterial`
  `ShapeStyle.ultraThinMaterial`, `.top` `Alignment.top`; numbers' own members (`.infinity`,
  `.zero`) are left out. This is a heuristic: the argument's real type is not known.
- environment: `@Environment(\\.key)` and `.environment(\\.key, ...)`: `EnvironmentValues.key`.
- UIKit, Foundation, CoreGraphics, Dispatch: a type name those declare (`UIImpactFeedbackGenerator`,
  `DispatchQueue`, `CGSize`, `DateFormatter`), and `Type.member` when that framework declares the
  member (`UIScreen.main`, `UIApplication.shared`, `DispatchQueue.main`).
A name counts once per repository that uses it however often it appears there, so that one large
app does not outweigh the rest; names fewer than --min repositories (2) use are left out. Initializer labels (`Text(_:style:)`) are not told apart: `Text`
counts once whatever initializer a file calls.

Standard library only; prints the table (with --swift the whole Swift file) to standard output and
a summary to standard error.
"""

import argparse
import collections
import datetime
import os
import re
import subprocess
import sys

VENDORED = {"Pods", "Carthage", ".build", "checkouts", "SourcePackages", "node_modules", ".git",
            "Vendor", "vendor", "ThirdParty", "third_party", "3rdParty"}
SWIFTUI = "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
FOUNDATION = "System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface"
COREGRAPHICS = "usr/lib/swift/CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface"
DISPATCH = "usr/lib/swift/Dispatch.swiftmodule/arm64-apple-ios.swiftinterface"
UIKIT_INTERFACE = "System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface"
HEADERS = {
    "UIKit": "System/Library/Frameworks/UIKit.framework/Headers/",
    "Foundation": "System/Library/Frameworks/Foundation.framework/Headers/",
    "CoreGraphics": "System/Library/Frameworks/CoreGraphics.framework/Headers/",
}

# Owners of modifiers, in the order a `.name(` after a view expression is given to them.
MODIFIER_OWNERS = ["View", "Text", "Image", "Shape", "InsettableShape", "Font", "Animation", "AnyTransition",
                   "Gesture"]
# Methods of those owners that code mostly calls on its own values (`.map {`, `.size(`), not counted.
NOT_MODIFIERS = {"map", "description", "resolve", "size", "sizeThatFits", "path", "image", "link", "placeholder",
                 "encode", "hash", "applying", "contains"}
# Owners of implicit members (`.red`), in the order one is given to them.
# Owners of implicit members (`.red`), in the order one is given to them: the types whose members
# code writes with a leading dot. Rarer types whose members share common words (`MenuOrder.fixed`,
# `Prominence.standard`, `ScrollBounceBehavior.always`) are left out, so that `.fixed` in
# `GridItem(.fixed(40))` or MapKit's `.mapStyle(.standard)` is not counted as theirs.
IMPLICIT_OWNERS = ["Color", "Font", "Font.Weight", "Font.Design", "Animation", "AnyTransition", "ShapeStyle",
                   "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge.Set", "Edge", "UnitPoint",
                   "ContentMode", "TextAlignment", "Text.TruncationMode", "Axis.Set", "Axis", "ColorScheme",
                   "SymbolRenderingMode", "Image.Scale", "RoundedCornerStyle", "BlendMode", "Visibility",
                   "ScrollIndicatorVisibility", "ControlSize", "ToolbarItemPlacement",
                   "NavigationBarItem.TitleDisplayMode", "SubmitLabel", "PresentationDetent", "ButtonRole", "Angle",
                   "CoordinateSpace", "GridItem.Size", "Text.Case", "UnitCurve", "SafeAreaRegions", "Font.TextStyle"]
NOT_MEMBERS = {"init", "self", "none", "some", "Type", "Protocol", "description", "rawValue", "hashValue",
               # the numbers' own (`.frame(maxWidth: .infinity)` is CGFloat's), not SwiftUI's
               "infinity", "zero", "greatestFiniteMagnitude", "pi"}

WRAPPER = re.compile(r"@([A-Z]\w*)")
ENVIRONMENT = re.compile(r"(?:@Environment\s*\(|\.environment\s*\()\s*\\\s*\.(\w+)")
STYLE = re.compile(r"\.(\w+Style)\s*\(\s*\.(\w+)")
QUALIFIED = re.compile(r"(?<![\w.])([A-Z]\w*)\s*\.\s*([A-Za-z_]\w*)")
# `.name(` / `.name {` after a view expression or first on a line.
MODIFIER = re.compile(r"(?:(?<=[\w)\]}])|(?<=[\w)\]}][ \t])|^[ \t]*)\.(\w+)\s*(?=[({])", re.M)
IMPLICIT = re.compile(r"(?:(?<=[(,:=?\[!&|<>+\-*/{])|(?<=[(,:=?\[!&|<>+\-*/{][ \t])|(?<=\breturn )|^[ \t]*)\.([a-z]\w*)",
                      re.M)
TOKEN = re.compile(r"(?<![\w.@])([A-Z]\w*)")
DECLARED = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+SwiftUI\s*$", re.M)


# ---------------------------------------------------------------------------------------------
# Reading repositories


def is_bare_git(path):
    return os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))


def git_dir(path):
    """The git directory of a mirror's `repo` (bare, or a clone with `.git`), else None."""
    if is_bare_git(path):
        return path
    inner = os.path.join(path, ".git")
    return inner if is_bare_git(inner) else None


def git(gd, *args, data=None):
    result = subprocess.run(["git", "--git-dir", gd, *args], input=data, capture_output=True)
    return result.stdout


def read_files(repo, paths_filter=None):
    """(path, text) of the repository's Swift files outside vendored folders."""
    gd = git_dir(repo)
    if gd:
        listing = git(gd, "ls-tree", "-r", "-z", "--name-only", "HEAD").decode("utf-8", "replace")
        paths = [p for p in listing.split("\0") if p.endswith(".swift")
                 and not any(part in VENDORED for part in p.split("/")[:-1])]
        if paths_filter:
            paths = [p for p in paths if paths_filter(p)]
        if not paths:
            return
        data = git(gd, "cat-file", "--batch", data="".join(f"HEAD:{p}\n" for p in paths).encode())
        position = 0
        for path in paths:
            end = data.index(b"\n", position)
            header = data[position:end].split()
            position = end + 1
            if len(header) < 3 or header[1] != b"blob":
                continue
            size = int(header[2])
            yield path, data[position:position + size].decode("utf-8", "replace")
            position += size + 1
        return
    for directory, subdirectories, files in os.walk(repo):
        subdirectories[:] = [d for d in subdirectories if d not in VENDORED]
        for name in files:
            if name.endswith(".swift"):
                full = os.path.join(directory, name)
                with open(full, encoding="utf-8", errors="replace") as file:
                    yield os.path.relpath(full, repo), file.read()


BLANKED = re.compile(r'//[^\n]*|/\*.*?(?:\*/|\Z)|"""(?:.|\n)*?(?:"""|\Z)|"(?:\\.|[^"\\\n])*"?', re.S)


def blank(text):
    """The text with comments and string literals' contents blanked (lines kept)."""

    def keep_lines(match):
        piece = match.group(0)
        if piece.startswith("//"):
            return ""
        return ('""' if piece.startswith('"') else "") + "\n" * piece.count("\n")

    return BLANKED.sub(keep_lines, text)


# ---------------------------------------------------------------------------------------------
# Reading the SDK


class SDK:
    def __init__(self, path):
        self.path = path
        self.gd = git_dir(path)

    def read(self, relative):
        if self.gd:
            return git(self.gd, "show", f"HEAD:{relative}").decode("utf-8", "replace")
        with open(os.path.join(self.path, relative), encoding="utf-8", errors="replace") as file:
            return file.read()

    def list(self, folder):
        if self.gd:
            out = git(self.gd, "ls-tree", "--name-only", "HEAD", folder).decode()
            return [p for p in out.splitlines() if p.endswith(".h")]
        return [os.path.join(folder, p) for p in os.listdir(os.path.join(self.path, folder)) if p.endswith(".h")]

    def commit(self):
        return git(self.gd, "rev-parse", "--short=12", "HEAD").decode().strip() if self.gd else ""


INTERFACE_TYPE = re.compile(
    r"^(?P<indent> *)(?P<attrs>(?:@[\w()., *:]+\s+)*)(?:public|open)\s+(?:final\s+|indirect\s+)*"
    r"(?P<kind>struct|enum|class|protocol|actor|typealias)\s+(?!(?:func|var|let|subscript|init)\b)(?P<name>\w+)")
INTERFACE_EXTENSION = re.compile(r"^extension\s+(?:(?P<module>\w+)\.(?=\w))?([\w.]+?)(?:\s*:\s*[^{]*?)?(?:\s+where\s+(?P<where>[^{]*))?\s*\{")
INTERFACE_MEMBER = re.compile(
    r"^(?P<indent> *)(?:@[\w()., *:\"]+\s+)*(?:(?:public|open|nonisolated|final|override|mutating|"
    r"dynamic|@\w+)\s+)*(?P<static>(?:static|class)\s+)?(?:public\s+)?(?P<kind>func|var|let|case)\s+`?(?P<name>\w+)")


def interface_api(text, module):
    """(types, members, wrappers) a Swift interface declares: top-level type names; member name →
    list of (owner, static); property wrapper names. Nested types count as owners (`Font.Weight`)."""
    types, wrappers = set(), set()
    members = collections.defaultdict(list)
    stack = []  # (indent, owner)
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        indent = len(line) - len(line.lstrip(" "))
        while stack and indent <= stack[-1][0] and not line.lstrip().startswith("}"):
            stack.pop()
        if line.lstrip().startswith("}"):
            while stack and stack[-1][0] >= indent:
                stack.pop()
            continue
        ext = INTERFACE_EXTENSION.match(line)
        if ext:
            owner = ext.group(2)
            if ext.group("module") and ext.group("module") not in (module, "ObjectiveC", "CoreFoundation"):
                owner = "?" + owner  # another module's type: its members are not this module's names
            stack.append((0, owner))
            continue
        typ = INTERFACE_TYPE.match(line)
        if typ and "{" in line or typ and typ.group("kind") == "typealias":
            name = typ.group("name")
            if indent == 0:
                types.add(name)
                if "@propertyWrapper" in typ.group("attrs") or "@propertyWrapper" in line:
                    wrappers.add(name)
                if typ.group("kind") != "typealias":
                    stack.append((0, name))
            elif stack:
                owner = stack[-1][1]
                members[name].append((owner, True))
                if typ.group("kind") != "typealias":
                    stack.append((indent, f"{owner}.{name}"))
            continue
        if not stack:
            continue
        member = INTERFACE_MEMBER.match(line)
        if member and indent == stack[-1][0] + 2:
            owner = stack[-1][1]
            if not (("public" in line) or ("open" in line) or member.group("kind") == "case"):
                continue
            if member.group("name").startswith("_"):
                continue
            entry = (owner, bool(member.group("static")) or member.group("kind") == "case")
            if entry not in members[member.group("name")]:
                members[member.group("name")].append(entry)
    return types, members, wrappers


HEADER_CLASS = re.compile(r"@interface\s+(\w+)\b")
HEADER_TYPEDEF = re.compile(r"\btypedef\s+(?:struct\s+|enum\s+)?[\w ]*?\b(\w+)\s*;|}\s*(\w+)\s*;|NS_(?:CLOSED_)?ENUM\s*\(\s*\w+\s*,\s*(\w+)\)|NS_OPTIONS\s*\(\s*\w+\s*,\s*(\w+)\)")
IDENTIFIER = re.compile(r"\b([A-Za-z_]\w*)\b")


def header_api(sdk, folder, prefix):
    """Class and type names a framework's headers declare (NS dropped for Foundation, as Swift
    imports them), with the identifiers of each class's declarations."""
    types = {}
    for header in sdk.list(folder):
        text = sdk.read(header)
        for block in re.split(r"(?=@interface\s)", text):
            match = HEADER_CLASS.match(block)
            if not match:
                continue
            name = match.group(1)
            body = block.split("@end")[0]
            swift = name[2:] if prefix == "NS" and name.startswith("NS") else name
            types.setdefault(swift, set()).update(IDENTIFIER.findall(body))
        for match in HEADER_TYPEDEF.finditer(text):
            name = next(g for g in match.groups() if g)
            if name.startswith(prefix):
                swift = name[2:] if prefix == "NS" else name
                types.setdefault(swift, set())
    return types


class API:
    """The public names candidates are checked against."""

    def __init__(self, sdk_path):
        sdk = SDK(sdk_path)
        self.sdk_commit = sdk.commit()
        self.types, self.members, self.wrappers = interface_api(sdk.read(SWIFTUI), "SwiftUI")
        self.types -= {"Never"}
        self.frameworks = {}  # type name -> (framework, member identifiers)
        for framework, path, module in [("CoreGraphics", COREGRAPHICS, "CoreGraphics"),
                                        ("Dispatch", DISPATCH, "Dispatch"), ("UIKit", UIKIT_INTERFACE, "UIKit"),
                                        ("Foundation", FOUNDATION, "Foundation")]:
            types, members, _ = interface_api(sdk.read(path), module)
            for name in types:
                self.frameworks.setdefault(name, (framework, set()))
            for member, owners in members.items():
                for owner, _ in owners:
                    top = owner.split(".")[0]
                    if top in self.frameworks and "." not in owner:
                        self.frameworks[top][1].add(member)
                    elif owner not in self.frameworks:
                        self.frameworks.setdefault(owner, (framework, set()))[1].add(member)
        for framework, prefix in [("UIKit", "UI"), ("Foundation", "NS"), ("CoreGraphics", "CG")]:
            for name, identifiers in header_api(sdk, HEADERS[framework], prefix).items():
                entry = self.frameworks.setdefault(name, (framework, set()))
                entry[1].update(identifiers)
        # SwiftUI's own names win over a framework's of the same spelling; UIKit's, CoreGraphics's
        # and Dispatch's names are the ones with their prefix (their interfaces extend others').
        prefixes = {"UIKit": "UI", "CoreGraphics": "CG", "Dispatch": "Dispatch"}
        for name in list(self.frameworks):
            framework = self.frameworks[name][0]
            if (name in self.types or not re.match(r"^[A-Z]\w+$", name) or len(name) < 3
                    or not name.startswith(prefixes.get(framework, ""))):
                del self.frameworks[name]
        # Foundation's value types that Swift code mostly spells through the standard library.
        # An Objective-C class whose NS Swift keeps (`NSArray`) is no standard-library type.
        for name in ("Published", "ObservableObject", "Array", "Dictionary", "Set", "String", "Range", "Error",
                     "Object", "Integer", "Null", "Value", "Number", "Proxy", "Enumerator", "Character"):
            self.frameworks.pop(name, None)
        self.style_protocols = {t for t in self.types if t.endswith("Style") and self.is_protocol_like(t)}

    def framework_member(self, typ, member):
        """Whether the framework declares `member` on `typ`: by name, or (for Objective-C headers,
        whose names Swift shortens) as the start of a declared name (`sharedApplication`)."""
        identifiers = self.frameworks[typ][1]
        return member in identifiers or any(i.startswith(member) for i in identifiers)

    def is_protocol_like(self, name):
        return any(owner == name for owners in self.members.values() for owner, _ in owners)

    def owners(self, member):
        return self.members.get(member, [])

    def modifier_owner(self, member):
        if member in NOT_MODIFIERS:
            return None, []
        instance = {owner for owner, static in self.owners(member) if not static}
        for owner in MODIFIER_OWNERS:
            if owner in instance:
                return owner, sorted(instance & set(MODIFIER_OWNERS), key=MODIFIER_OWNERS.index)
        return None, []

    def implicit_owner(self, member):
        static = {owner for owner, is_static in self.owners(member) if is_static}
        for owner in IMPLICIT_OWNERS:
            if owner in static:
                return owner
        return None


# ---------------------------------------------------------------------------------------------
# Counting


def names_in_file(code, api, declared):
    """{name: kind} a file uses (code already blanked)."""
    names = {}

    def add(name, kind):
        names.setdefault(name, kind)

    for match in WRAPPER.finditer(code):
        if match.group(1) in api.wrappers and match.group(1) not in declared:
            add("@" + match.group(1), "wrapper")
    for match in ENVIRONMENT.finditer(code):
        if any(owner == "EnvironmentValues" for owner, _ in api.owners(match.group(1))):
            add("EnvironmentValues." + match.group(1), "environment")
    styled = set()
    for match in STYLE.finditer(code):
        modifier, member = match.groups()
        protocol = modifier[0].upper() + modifier[1:]
        owners = {owner for owner, _ in api.owners(member)}
        if protocol in owners or "Primitive" + protocol in owners:
            add(f"{protocol}.{member}", "style")
            styled.add(match.start(2))
    for match in QUALIFIED.finditer(code):
        typ, member = match.groups()
        if member in NOT_MEMBERS or typ in declared or member[0].isupper():
            continue
        if typ in api.types:
            if any(owner == typ for owner, _ in api.owners(member)):
                add(f"{typ}.{member}", "member")
        elif typ in api.frameworks and member[0].islower() and api.framework_member(typ, member):
            add(f"{typ}.{member}", api.frameworks[typ][0])
    for match in MODIFIER.finditer(code):
        member = match.group(1)
        owner, _ = api.modifier_owner(member)
        if owner:
            add(f"{owner}.{member}", "modifier")
    for match in IMPLICIT.finditer(code):
        member = match.group(1)
        if member in NOT_MEMBERS or match.start(1) - 1 in styled or match.start(1) in styled:
            continue
        owner = api.implicit_owner(member)
        if owner and f"View.{member}" not in names:
            add(f"{owner}.{member}", "member")
    for match in TOKEN.finditer(code):
        name = match.group(1)
        if name in declared:
            continue
        if name in api.types:
            add(name, "type")
        elif name in api.frameworks:
            add(name, api.frameworks[name][0])
    return names


def names_in(repo, api):
    files = [(path, text) for path, text in read_files(repo)]
    declared = set()
    swiftui = []
    for path, text in files:
        code = blank(text)
        declared.update(DECLARED.findall(code))
        if IMPORT.search(text):
            swiftui.append(code)
    # A project's own declaration of a SwiftUI name (a `struct Label`) hides SwiftUI's there.
    names = {}
    for code in swiftui:
        for name, kind in names_in_file(code, api, declared).items():
            names.setdefault(name, kind)
    return names, len(swiftui)


def repositories(args):
    paths = list(args.repos)
    if args.root:
        if args.list:
            entries = []
            with open(args.list) as file:
                for line in file:
                    line = line.split("#")[0].strip()
                    if line:
                        entries.append(line.split()[0].replace("/", "+", 1))
        else:
            entries = sorted(os.listdir(args.root), key=str.lower)
        for entry in entries:
            path = os.path.join(args.root, entry)
            if os.path.isdir(path) and not entry.startswith("."):
                bare = os.path.join(path, "repo")
                paths.append(bare if os.path.isdir(bare) else path)
    return paths


def commit(path):
    gd = git_dir(path)
    return git(gd, "rev-parse", "--short=12", "HEAD").decode().strip() if gd else ""


def label(path):
    path = os.path.normpath(path)
    if os.path.basename(path) == "repo":
        path = os.path.dirname(path)
    return os.path.basename(path).replace("+", "/", 1)


# ---------------------------------------------------------------------------------------------
# Output


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_file(ranked, sampled, empty, api, sdk_label, minimum):
    today = datetime.date.today().isoformat()
    lines = [
        "// Generated by scripts/swiftui-usage.py; do not edit. To remake it, check out the repositories",
        "// below (or others) and an iOS SDK, and run",
        "//     python3 scripts/swiftui-usage.py --sdk SDK --root DIR --list LIST --swift \\",
        "//         > Tests/CLITests/SwiftUIUsage.swift",
        "",
        f"/// The {len(ranked)} SwiftUI API names public SwiftUI code uses, as of {today}, each with the",
        "/// number of repositories using it: the names `SwiftUICoverageTests` probes the module with and",
        "/// weighs its coverage by (issue 33, item 1).",
        "///",
        "/// Made from the Swift files that `import SwiftUI` in the repositories below (vendored code left",
        "/// out), by the rule in the script's header: types and property wrappers SwiftUI declares,",
        "/// modifiers (`.name(` after a view expression), styles (`.buttonStyle(.borderedProminent)`),",
        "/// members (`Color.red`, and implicit `.red`), environment keys (`@Environment(\\.dismiss)`), and",
        "/// the UIKit, Foundation, CoreGraphics and Dispatch names those files use. The names are only",
        f"/// those the iOS 17.4 SDK declares ({sdk_label}), so that a project's own names never count. A name",
        "/// counts once per repository however often it appears there; ordered by that count, most",
        f"/// first, ties alphabetically; names fewer than {minimum} repositories use are left out.",
        "///",
        f"/// {len(sampled) + len(empty)} public GitHub repositories were sampled: apps, samples, tutorials and",
        "/// component libraries that are SwiftUI code (no SwiftUI reimplementations, no catalogues), each at",
        "/// the commit given; after each, how many of its Swift files import SwiftUI and how many distinct",
        "/// names it uses.",
    ]
    lines += [f"/// - {repo} {commit} ({files} files, {count} names)" for repo, commit, files, count in sampled]
    if empty:
        lines.append("///")
        lines.append("/// Sampled, with no Swift file that imports SwiftUI:")
        line = "///"
        for repo, commit, _, _ in empty:
            item = f" {repo} {commit}".rstrip() + ","
            if len(line) + len(item) > 116:
                lines.append(line)
                line = "///"
            line += item
        lines.append(line.rstrip(","))
    lines += [
        "enum SwiftUIUsage {",
        "    /// What a name is, and so how its probe uses it.",
        "    enum Kind: String {",
        "        case type, wrapper, modifier, style, member, environment",
        "        case uiKit = \"UIKit\", foundation = \"Foundation\", coreGraphics = \"CoreGraphics\"",
        "        case dispatch = \"Dispatch\"",
        "    }",
        "",
        "    /// A name, its kind, how many sampled repositories use it, and for a modifier the types",
        "    /// SwiftUI declares it on (`View` first when it does).",
        "    struct Name {",
        "        var name: String",
        "        var kind: Kind",
        "        var repositories: Int",
        "        var owners: [String] = []",
        "    }",
        "",
        f"    static let sampledRepositories = {len(sampled)}",
        "",
        "    static let names: [Name] = table()",
        "",
        "    /// The names, one `add(name, kind, repositories, owners)` statement each: as one array",
        "    /// literal the table took the type checker 9 s (in each of the test target's compile jobs).",
        "    private static func table() -> [Name] {",
        "        var names: [Name] = []",
        "        func add(_ name: String, _ kind: Kind, _ repositories: Int, _ owners: [String] = []) {",
        "            names.append(Name(name: name, kind: kind, repositories: repositories, owners: owners))",
        "        }",
    ]
    kinds = {"UIKit": ".uiKit", "Foundation": ".foundation", "CoreGraphics": ".coreGraphics",
             "Dispatch": ".dispatch"}
    for name, kind, count in ranked:
        k = kinds.get(kind, "." + kind)
        if kind == "modifier":
            _, owners = api.modifier_owner(name.split(".", 1)[1])
            owner_list = ", ".join(swift_string(o) for o in owners)
            lines.append(f"        add({swift_string(name)}, {k}, {count}, [{owner_list}])")
        else:
            lines.append(f"        add({swift_string(name)}, {k}, {count})")
    lines += ["        return names", "    }", "}"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("repos", nargs="*", help="repositories (working trees or bare git directories)")
    parser.add_argument("--sdk", required=True, help="an iOS SDK checkout or bare git directory")
    parser.add_argument("--sdk-label", default="danpashin/sdks 17.4", help="how the header names the SDK")
    parser.add_argument("--root", help="a directory whose subdirectories are repositories")
    parser.add_argument("--list", help="with --root: only these owner/name repositories")
    parser.add_argument("--min", type=int, default=2, help="leave out names fewer repositories use (default 2)")
    parser.add_argument("--counts", action="store_true", help="print `count kind name` lines")
    parser.add_argument("--swift", action="store_true", help="print the Swift file holding the table")
    parser.add_argument("--per-repo", action="store_true", help="print each repository's figures")
    args = parser.parse_args()

    api = API(args.sdk)
    print(f"SDK: {len(api.types)} SwiftUI types, {len(api.members)} member names, "
          f"{len(api.frameworks)} framework types", file=sys.stderr)
    counts = collections.Counter()
    kinds = {}
    sampled, empty = [], []
    for path in repositories(args):
        names, files = names_in(path, api)
        row = (label(path), commit(path), files, len(names))
        if args.per_repo:
            print(f"{files:5} {len(names):5} {row[0]} {row[1]}", file=sys.stderr)
        (sampled if names else empty).append(row)
        counts.update(names.keys())
        for name, kind in names.items():
            kinds.setdefault(name, kind)

    ranked = sorted(((n, kinds[n], c) for n, c in counts.items() if c >= args.min),
                    key=lambda item: (-item[2], item[0]))
    if args.swift:
        sys.stdout.write(swift_file(ranked, sampled, empty, api, args.sdk_label, args.min))
    else:
        for name, kind, count in ranked:
            print(f"{count:4} {kind:12} {name}" if args.counts else name)
    print(f"{len(sampled) + len(empty)} repositories, {len(sampled)} with SwiftUI files, {len(counts)} distinct "
          f"names; listed {len(ranked)} (used by at least {args.min})", file=sys.stderr)


if __name__ == "__main__":
    main()
