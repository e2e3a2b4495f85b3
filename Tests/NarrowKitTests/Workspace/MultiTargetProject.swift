extension MultiTargetFixture {
  /// `Shelf.xcodeproj/project.pbxproj`, as Xcode lays it out.
  static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB00000000000000000000001 /* ReadingScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000001 /* ReadingScreen.swift */; };
    \t\tB00000000000000000000002 /* Library.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000002 /* Library.swift */; };
    \t\tB00000000000000000000003 /* Reading.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000004 /* Reading.swift */; };
    \t\tB00000000000000000000004 /* Library.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000003 /* Library.swift */; };
    \t\tB00000000000000000000005 /* Reading.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000004 /* Reading.swift */; };
    \t\tB00000000000000000000006 /* WatchScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000005 /* WatchScreen.swift */; };
    \t\tB00000000000000000000007 /* ReadingChecks.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000006 /* ReadingChecks.swift */; };
    \t\tB00000000000000000000008 /* Template.swift in Resources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000007 /* Template.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF00000000000000000000001 /* ReadingScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ReadingScreen.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000002 /* Library.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Library.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000003 /* Library.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Library.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000004 /* Reading.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Reading.swift; path = Shared/Reading.swift; sourceTree = SOURCE_ROOT; };
    \t\tF00000000000000000000005 /* WatchScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WatchScreen.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000006 /* ReadingChecks.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ReadingChecks.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000007 /* Template.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Template.swift; sourceTree = "<group>"; };
    \t\tF00000000000000000000008 /* Shelf.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shelf.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\tE00000000000000000000001 /* Exceptions for "Widgets" folder in "ShelfWidgets" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tLegacy,
    \t\t\t);
    \t\t\ttarget = T00000000000000000000004 /* ShelfWidgets */;
    \t\t};
    \t\tE00000000000000000000002 /* Exceptions for "Widgets" folder in "Shelf" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\t"Page Formatting.swift",
    \t\t\t);
    \t\t\ttarget = T00000000000000000000001 /* Shelf */;
    \t\t};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tS00000000000000000000001 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E00000000000000000000001 /* Exceptions for "Widgets" folder in "ShelfWidgets" target */, E00000000000000000000002 /* Exceptions for "Widgets" folder in "Shelf" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Widgets; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tG00000000000000000000000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG00000000000000000000001 /* Phone App */,
    \t\t\t\tG00000000000000000000002 /* Watch */,
    \t\t\t\tG00000000000000000000003 /* PhoneChecks */,
    \t\t\t\tG00000000000000000000004 /* Shared */,
    \t\t\t\tS00000000000000000000001 /* Widgets */,
    \t\t\t\tG00000000000000000000005 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG00000000000000000000001 /* Phone App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF00000000000000000000001 /* ReadingScreen.swift */,
    \t\t\t\tF00000000000000000000002 /* Library.swift */,
    \t\t\t\tF00000000000000000000007 /* Template.swift */,
    \t\t\t);
    \t\t\tname = "Phone App";
    \t\t\tpath = Phone;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG00000000000000000000002 /* Watch */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF00000000000000000000003 /* Library.swift */,
    \t\t\t\tF00000000000000000000005 /* WatchScreen.swift */,
    \t\t\t);
    \t\t\tpath = Watch;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG00000000000000000000003 /* PhoneChecks */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF00000000000000000000006 /* ReadingChecks.swift */,
    \t\t\t);
    \t\t\tpath = PhoneChecks;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG00000000000000000000004 /* Shared */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF00000000000000000000004 /* Reading.swift */,
    \t\t\t);
    \t\t\tname = Shared;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG00000000000000000000005 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF00000000000000000000008 /* Shelf.app */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tT00000000000000000000001 /* Shelf */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L00000000000000000000001 /* Build configuration list for PBXNativeTarget "Shelf" */;
    \t\t\tbuildPhases = (
    \t\t\t\tH00000000000000000000001 /* Sources */,
    \t\t\t\tH00000000000000000000005 /* Resources */,
    \t\t\t);
    \t\t\tname = Shelf;
    \t\t\tproductName = Shelf;
    \t\t\tproductReference = F00000000000000000000008 /* Shelf.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT00000000000000000000002 /* Shelf Watch */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L00000000000000000000002 /* Build configuration list for PBXNativeTarget "Shelf Watch" */;
    \t\t\tbuildPhases = (
    \t\t\t\tH00000000000000000000002 /* Sources */,
    \t\t\t);
    \t\t\tname = "Shelf Watch";
    \t\t\tproductName = "Shelf Watch";
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tT00000000000000000000003 /* ShelfChecks */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L00000000000000000000003 /* Build configuration list for PBXNativeTarget "ShelfChecks" */;
    \t\t\tbuildPhases = (
    \t\t\t\tH00000000000000000000003 /* Sources */,
    \t\t\t);
    \t\t\tname = ShelfChecks;
    \t\t\tproductName = ShelfChecks;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    \t\tT00000000000000000000004 /* ShelfWidgets */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = L00000000000000000000004 /* Build configuration list for PBXNativeTarget "ShelfWidgets" */;
    \t\t\tbuildPhases = (
    \t\t\t\tH00000000000000000000004 /* Sources */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tS00000000000000000000001 /* Widgets */,
    \t\t\t);
    \t\t\tname = ShelfWidgets;
    \t\t\tproductName = ShelfWidgets;
    \t\t\tproductType = "com.apple.product-type.app-extension";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tR00000000000000000000000 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = L00000000000000000000000 /* Build configuration list for PBXProject "Shelf" */;
    \t\t\tmainGroup = G00000000000000000000000;
    \t\t\tproductRefGroup = G00000000000000000000005 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tT00000000000000000000001 /* Shelf */,
    \t\t\t\tT00000000000000000000002 /* Shelf Watch */,
    \t\t\t\tT00000000000000000000003 /* ShelfChecks */,
    \t\t\t\tT00000000000000000000004 /* ShelfWidgets */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tH00000000000000000000005 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB00000000000000000000008 /* Template.swift in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tH00000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tB00000000000000000000001 /* ReadingScreen.swift in Sources */,
    \t\t\t\tB00000000000000000000002 /* Library.swift in Sources */,
    \t\t\t\tB00000000000000000000003 /* Reading.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tH00000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB00000000000000000000004 /* Library.swift in Sources */,
    \t\t\t\tB00000000000000000000005 /* Reading.swift in Sources */,
    \t\t\t\tB00000000000000000000006 /* WatchScreen.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tH00000000000000000000003 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB00000000000000000000007 /* ReadingChecks.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tH00000000000000000000004 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */

    /* Begin XCBuildConfiguration section */
    \t\tC00000000000000000000001 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tC00000000000000000000002 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tC00000000000000000000003 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tC00000000000000000000004 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tC00000000000000000000005 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t\tSDKROOT = watchos;
    \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.0;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tC00000000000000000000006 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t\tSDKROOT = watchos;
    \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.0;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tC00000000000000000000007 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tC00000000000000000000008 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tC00000000000000000000009 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_MODULE_NAME = Widgets;
    \t\t\t\tSDKROOT = auto;
    \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tC00000000000000000000010 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_MODULE_NAME = Widgets;
    \t\t\t\tSDKROOT = auto;
    \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\tL00000000000000000000000 /* Build configuration list for PBXProject "Shelf" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tC00000000000000000000001 /* Debug */,
    \t\t\t\tC00000000000000000000002 /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    \t\tL00000000000000000000001 /* Build configuration list for PBXNativeTarget "Shelf" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tC00000000000000000000003 /* Debug */,
    \t\t\t\tC00000000000000000000004 /* Release */,
    \t\t\t);
    \t\t};
    \t\tL00000000000000000000002 /* Build configuration list for PBXNativeTarget "Shelf Watch" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tC00000000000000000000005 /* Debug */,
    \t\t\t\tC00000000000000000000006 /* Release */,
    \t\t\t);
    \t\t};
    \t\tL00000000000000000000003 /* Build configuration list for PBXNativeTarget "ShelfChecks" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tC00000000000000000000007 /* Debug */,
    \t\t\t\tC00000000000000000000008 /* Release */,
    \t\t\t);
    \t\t};
    \t\tL00000000000000000000004 /* Build configuration list for PBXNativeTarget "ShelfWidgets" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tC00000000000000000000009 /* Debug */,
    \t\t\t\tC00000000000000000000010 /* Release */,
    \t\t\t);
    \t\t};
    /* End XCConfigurationList section */
    \t};
    \trootObject = R00000000000000000000000 /* Project object */;
    }

    """
}
